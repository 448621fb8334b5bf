// @ts-check
/**
 * The figures both server benchmarks keep from an autocannon run: how many requests
 * finished, their rate, latency percentiles, errors and status codes.
 * @param {import('autocannon').Result} result
 */
export function summarise(result) {
  const requests = Object.values(result.statusCodeStats).reduce(
    (sum, { count }) => sum + Number(count),
    0,
  );
  return {
    requests,
    durationSeconds: result.duration,
    requestsPerSecond: Math.round(requests / result.duration),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      average: Number(result.latency.average.toFixed(2)),
    },
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, Number(count)]),
    ),
  };
}
