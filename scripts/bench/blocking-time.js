// @ts-check
/**
 * Where a run's Total Blocking Time comes from. Lighthouse does not measure TBT: it
 * simulates the page on a slow phone (Lantern), replaying every main-thread task of the
 * trace four times slower in a dependency graph, and adds up the part over 50 ms of each
 * simulated task between First Contentful Paint and Time to Interactive. Its report lists
 * the long tasks as they ran on this machine, not the simulated ones that make the figure,
 * so this asks Lantern itself, from the same trace, which tasks count and for how much.
 */
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';

/** Lighthouse's threshold: the part of a task beyond it blocks input. */
const BLOCKING_THRESHOLD_MS = 50;
/** How many of a task's trace events name it. */
const EVENTS_NAMED = 3;

/**
 * @typedef {{ startMs: number; simulatedMs: number; blockingMs: number; measuredMs: number;
 *   events: string[] }} BlockingTask
 *   a simulated task over 50 ms: when it starts and how long it takes in the simulation, the
 *   part of it that counts (after FCP, over 50 ms), how long it took on this machine, and its
 *   longest trace events (Chromium's names, with their measured milliseconds).
 */

/**
 * The simulated tasks that make up the run's TBT, longest blocking first. Lighthouse's TBT
 * is the mean of an optimistic and a pessimistic estimate, so each task's blocking time is
 * the mean of its two, and the tasks add up to the figure in the report.
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
  // One cache, so the three share the graph and the simulations as in Lighthouse's run.
  const context = { computedCache: new Map(), settings };
  const metric = await LanternTotalBlockingTime.request(data, context);
  const fcpResult = await LanternFirstContentfulPaint.request(data, context);
  const interactiveResult = await LanternInteractive.request(data, context);
  /** Each estimate's window, as Lantern pairs them (the optimistic TBT takes the later FCP). */
  const windows = [
    {
      estimate: metric.optimisticEstimate,
      fromMs: fcpResult.pessimisticEstimate.timeInMs,
      toMs: interactiveResult.optimisticEstimate.timeInMs,
    },
    {
      estimate: metric.pessimisticEstimate,
      fromMs: fcpResult.optimisticEstimate.timeInMs,
      toMs: interactiveResult.pessimisticEstimate.timeInMs,
    },
  ];

  /** @type {Map<unknown, BlockingTask>} */
  const tasks = new Map();
  for (const { estimate, fromMs, toMs } of windows) {
    for (const [node, timing] of estimate.nodeTimings) {
      if (node.type !== 'cpu' || timing.duration < BLOCKING_THRESHOLD_MS) continue;
      const counted = Math.min(timing.endTime, toMs) - Math.max(timing.startTime, fromMs);
      const blockingMs = Math.max(0, counted - BLOCKING_THRESHOLD_MS) / windows.length;
      if (blockingMs === 0) continue;
      const task = tasks.get(node) ?? {
        startMs: Math.round(timing.startTime),
        simulatedMs: Math.round(timing.duration),
        blockingMs: 0,
        measuredMs: round(node.duration / 1000),
        events: longestEvents(node.childEvents),
      };
      task.blockingMs += blockingMs;
      tasks.set(node, task);
    }
  }
  return [...tasks.values()]
    .map((task) => ({ ...task, blockingMs: Math.round(task.blockingMs) }))
    .sort((a, b) => b.blockingMs - a.blockingMs);
}

/**
 * The longest events inside a task, by name, with the script each script event ran.
 * @param {{ name: string; dur?: number; args?: { data?: { url?: string } } }[]} events
 * @returns {string[]}
 */
function longestEvents(events) {
  /** @type {Map<string, number>} */
  const byName = new Map();
  for (const event of events) {
    if (!event.dur) continue;
    const url = event.args?.data?.url;
    const name = url ? `${event.name} ${url.replace(/^https?:\/\/[^/]+/, '')}` : event.name;
    byName.set(name, (byName.get(name) ?? 0) + event.dur / 1000);
  }
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, EVENTS_NAMED)
    .map(([name, ms]) => `${name} ${round(ms)} ms`);
}

/** @param {number} ms */
function round(ms) {
  return Math.round(ms * 10) / 10;
}
