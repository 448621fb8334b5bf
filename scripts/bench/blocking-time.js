// @ts-check
/**
 * Where a run's Total Blocking Time comes from. Lighthouse does not measure TBT: it
 * simulates the page on a slow phone (Lantern), replaying the trace's main-thread tasks
 * four times slower (twice, for tasks that do layout) in a dependency graph. It counts the
 * part over 50 ms of each simulated task between the simulated First Contentful Paint and
 * Time to Interactive, and averages an optimistic and a pessimistic simulation. Its report
 * lists the long tasks but not each one's share of the figure, so this asks Lantern for
 * the shares, on the same trace.
 *
 * The Lantern modules and the run's artifacts are Lighthouse internals, not its public
 * API: they hold as long as Lighthouse stays pinned (12.8.2 in package-lock.json).
 */
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';

/** How many of a task's trace events name it. */
const EVENTS_NAMED = 3;

/**
 * @typedef {{ name: string; ms: number }} TaskEvent
 *   a kind of trace event in the task (Chromium's name, with the script for script events)
 *   and its own measured time, without the events nested in it
 * @typedef {{ startMs: number; simulatedMs: number; blockingMs: number; measuredMs: number;
 *   events: TaskEvent[] }} BlockingTask
 *   a simulated task that adds to the TBT: its start and length in the simulation, the
 *   milliseconds it adds (its part over 50 ms between FCP and TTI, averaged over the two
 *   simulations), its length as measured on this machine, and its longest events
 */

/**
 * The simulated tasks that make up the run's TBT, largest share first. Their shares add
 * up to the TBT in the report.
 * @param {import('lighthouse').RunnerResult} result
 * @returns {Promise<BlockingTask[]>}
 */
export async function blockingTasks({ lhr, artifacts }) {
  const settings = lhr.configSettings;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
  };
  // One cache, so the three share the graph and the simulations, as in Lighthouse's run.
  const context = { computedCache: new Map(), settings };
  const tbt = await LanternTotalBlockingTime.request(data, context);
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const interactive = await LanternInteractive.request(data, context);
  const weights = Lantern.Metrics.TotalBlockingTime.coefficients;
  // Lantern pairs each TBT simulation with the other FCP estimate (TotalBlockingTime.js).
  const simulations = [
    {
      weight: weights.optimistic,
      nodeTimings: tbt.optimisticEstimate.nodeTimings,
      fromMs: fcp.pessimisticEstimate.timeInMs,
      toMs: interactive.optimisticEstimate.timeInMs,
    },
    {
      weight: weights.pessimistic,
      nodeTimings: tbt.pessimisticEstimate.nodeTimings,
      fromMs: fcp.optimisticEstimate.timeInMs,
      toMs: interactive.pessimisticEstimate.timeInMs,
    },
  ];

  /** @type {Map<Lantern.Graph.CPUNode, BlockingTask>} */
  const tasks = new Map();
  for (const { weight, nodeTimings, fromMs, toMs } of simulations) {
    for (const [node, timing] of nodeTimings) {
      if (node.type !== Lantern.Graph.BaseNode.types.CPU) continue;
      const span = { start: timing.startTime, end: timing.endTime, duration: timing.duration };
      const impactMs = Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(span, fromMs, toMs);
      if (impactMs <= 0) continue;
      const task = tasks.get(node) ?? {
        startMs: Math.round(timing.startTime),
        simulatedMs: Math.round(timing.duration),
        blockingMs: 0,
        measuredMs: node.duration / 1000,
        events: longestEvents(node.childEvents),
      };
      task.blockingMs += weight * impactMs;
      tasks.set(node, task);
    }
  }
  return [...tasks.values()]
    .map((task) => ({ ...task, blockingMs: Math.round(task.blockingMs) }))
    .filter((task) => task.blockingMs > 0)
    .sort((a, b) => b.blockingMs - a.blockingMs);
}

/**
 * The kinds of event that took the most of a task's time, each counted by its own time:
 * its length less that of the events nested in it.
 * @param {{ name: string; ts: number; dur?: number; args?: { data?: { url?: string } } }[]} events
 *   the task's trace events, nested ones included
 * @returns {TaskEvent[]}
 */
export function longestEvents(events) {
  const spans = events
    .flatMap(({ dur, ...event }) => (dur ? [{ event, dur, end: event.ts + dur, ownUs: dur }] : []))
    .sort((a, b) => a.event.ts - b.event.ts || b.end - a.end);
  // Walking the events in order, the open ones form the chain that encloses the next.
  /** @type {typeof spans} */
  const open = [];
  for (const span of spans) {
    while (open.length && (open.at(-1)?.end ?? 0) <= span.event.ts) open.pop();
    const parent = open.at(-1);
    if (parent) parent.ownUs -= span.dur;
    open.push(span);
  }
  /** @type {Map<string, number>} */
  const byName = new Map();
  for (const { event, ownUs } of spans) {
    const url = event.args?.data?.url?.replace(/^https?:\/\/[^/]+/, '');
    const name = url ? `${event.name} ${url}` : event.name;
    byName.set(name, (byName.get(name) ?? 0) + ownUs / 1000);
  }
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, EVENTS_NAMED)
    .map(([name, ms]) => ({ name, ms }));
}
