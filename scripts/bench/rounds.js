// @ts-check
/**
 * The order of one Lighthouse round: every page of every build, a page's builds one after
 * the other (which goes first alternates from page to page and from round to round), and
 * React's floor at another place in each round, so that a busy spell on the machine falls
 * on the builds and the floor alike.
 */

/**
 * @typedef {{ build: string; route: string }} PageTarget
 * @typedef {PageTarget | { floor: true }} Target
 */

/**
 * @param {{ routes: string[]; builds: string[]; run: number; runs: number }} options
 *   run: 1 to runs
 * @returns {Target[]}
 */
export function roundOrder({ routes, builds, run, runs }) {
  /** @type {Target[]} */
  const order = routes.flatMap((route, index) => {
    const turn = (index + run) % 2 === 0 ? builds : [...builds].reverse();
    return turn.map((build) => ({ build, route }));
  });
  // Between two pages, never between a page's builds.
  const page = Math.floor(((run - 1) / runs) * (routes.length + 1)) % (routes.length + 1);
  order.splice(page * builds.length, 0, { floor: true });
  return order;
}
