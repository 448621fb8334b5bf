// @ts-check
/**
 * Where a run's Total Blocking Time comes from, read from Lighthouse's report (the LHR, its
 * public result). Lighthouse does not measure TBT: it simulates the page on a slow phone,
 * replaying the trace's main-thread tasks four times slower (twice, for tasks that do
 * layout), and counts the part over 50 ms of each simulated task between First Contentful
 * Paint and Time to Interactive. Its `long-tasks` audit lists those same simulated tasks
 * (start, length, the script they are attributed to); this counts each one's part over 50 ms
 * between the report's FCP and TTI.
 *
 * The window is an estimate: Lighthouse sums each task's part over two simulations whose FCP
 * and TTI differ a little and averages them, and its report gives only the means of those
 * times. So a task near FCP or TTI may count a little more or less here than in the TBT, and
 * the shares add up to about the TBT; the report says by how much.
 */

/** What Lighthouse counts of a task: its part over this, in the window (TBT's definition). */
export const BLOCKING_THRESHOLD_MS = 50;

/**
 * @typedef {{ startMs: number; simulatedMs: number; blockingMs: number; script: string }}
 *   BlockingTask
 *   a simulated task that adds to the TBT: its start and length in the simulation, the
 *   milliseconds it adds (its part over 50 ms between the report's FCP and TTI), and the
 *   script Lighthouse attributes it to (its path, or 'Unattributable': the browser's own
 *   work, such as the navigation's commit, parsing, style and layout)
 * @typedef {{ category: string; ms: number }} MainThreadShare
 *   time on the main thread by kind of work over the whole load, at the simulated slowdown
 * @typedef {{ fcpMs: number; interactiveMs: number; maxPotentialFidMs: number;
 *   tasks: BlockingTask[]; mainThread: MainThreadShare[] }} BlockingTime
 */

/**
 * @typedef {{ numericValue?: number; details?: unknown }} AuditLike
 * @typedef {{ audits: Record<string, AuditLike | undefined> }} ReportLike
 *   the part of Lighthouse's result (`RunnerResult['lhr']`) read here
 */

/**
 * The simulated tasks that make up the run's TBT, largest share first, with the window they
 * were counted in and where the main thread's time went.
 * @param {ReportLike} lhr
 * @returns {BlockingTime}
 */
export function blockingTime(lhr) {
  const fcpMs = metric(lhr, 'first-contentful-paint');
  const interactiveMs = metric(lhr, 'interactive');
  const tasks = longTasks(lhr)
    .map((task) => {
      const endMs = task.startTime + task.duration;
      return {
        startMs: Math.round(task.startTime),
        simulatedMs: Math.round(task.duration),
        blockingMs: Math.round(blockingShareMs(task.startTime, endMs, fcpMs, interactiveMs)),
        script: task.url.replace(/^https?:\/\/[^/]+/, ''),
      };
    })
    .filter((task) => task.blockingMs > 0)
    .sort((a, b) => b.blockingMs - a.blockingMs || a.startMs - b.startMs);
  return {
    fcpMs,
    interactiveMs,
    maxPotentialFidMs: metric(lhr, 'max-potential-fid'),
    tasks,
    mainThread: rows(lhr, 'mainthread-work-breakdown').flatMap((row) =>
      typeof row.groupLabel === 'string' && typeof row.duration === 'number'
        ? [{ category: row.groupLabel, ms: Math.round(row.duration) }]
        : [],
    ),
  };
}

/**
 * The part over 50 ms of a task from `startMs` to `endMs`, counting only what lies between
 * `fromMs` (FCP) and `toMs` (TTI), as Lighthouse counts a task towards the TBT.
 * @param {number} startMs @param {number} endMs @param {number} fromMs @param {number} toMs
 */
export function blockingShareMs(startMs, endMs, fromMs, toMs) {
  const inWindowMs = Math.min(endMs, toMs) - Math.max(startMs, fromMs);
  return Math.max(0, inWindowMs - BLOCKING_THRESHOLD_MS);
}

/**
 * Every long task of the `long-tasks` audit: its debug data lists them all, its table the
 * twenty longest.
 * @param {ReportLike} lhr
 * @returns {{ url: string; startTime: number; duration: number }[]}
 */
function longTasks(lhr) {
  const details = lhr.audits['long-tasks']?.details;
  const debug = isRecord(details) && isRecord(details.debugData) ? details.debugData : undefined;
  if (debug && Array.isArray(debug.tasks) && Array.isArray(debug.urls)) {
    const urls = debug.urls;
    return debug.tasks.flatMap((task) =>
      isTiming(task)
        ? [{ url: String(urls[Number(task.urlIndex)] ?? 'Unattributable'), ...timing(task) }]
        : [],
    );
  }
  return rows(lhr, 'long-tasks').flatMap((row) =>
    isTiming(row) ? [{ url: String(row.url ?? 'Unattributable'), ...timing(row) }] : [],
  );
}

/**
 * @param {ReportLike} lhr
 * @param {string} id
 */
function metric(lhr, id) {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id}`);
  return value;
}

/**
 * The rows of an audit whose details are a table.
 * @param {ReportLike} lhr
 * @param {string} id
 * @returns {Record<string, unknown>[]}
 */
function rows(lhr, id) {
  const details = lhr.audits[id]?.details;
  return isRecord(details) && Array.isArray(details.items) ? details.items.filter(isRecord) : [];
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isRecord(value) {
  return typeof value === 'object' && value !== null;
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown> & { startTime: number; duration: number }}
 */
function isTiming(value) {
  return (
    isRecord(value) && typeof value.startTime === 'number' && typeof value.duration === 'number'
  );
}

/** @param {{ startTime: number; duration: number }} task */
function timing({ startTime, duration }) {
  return { startTime, duration };
}
