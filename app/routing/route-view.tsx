import { use, useEffect, type ComponentType, type ReactPromise } from 'react';
import { routePath, usePageLocation } from '../lib/router';
import { HeadTags, type MetaArgs, type MetaDescriptor } from '../head/head-tags';
import { exporting, importAgain } from '../lib/import-again';
import { tracked } from '../lib/tracked';
import { routedPages } from './route-table';

/** What a module in app/routes exports: the page, and the tags of its head. */
export type RouteModule = {
  default: ComponentType;
  meta?: (args: MetaArgs) => MetaDescriptor[];
};

// Each route module is its own chunk, loaded when its page is first shown. The page's
// script requests the current page's chunk with the rest (app/boot/entry.client.ts), and both
// entries load it before rendering, so the pre-rendered page and its hydration never wait
// on it.
const routeModules = import.meta.glob<RouteModule>('../routes/*.tsx');

/**
 * Any path not in the route table shows the home page (SPEC.md section 2), from the home
 * page's own module, whose tags tell the two apart. One module, not a second one that
 * imports the first: that would split the home page into two chunks, a request more.
 */
export const NOT_FOUND_MODULE = 'routes/home.tsx';

/** The route table as routes: each path shows its module's page; any other shows home. */
export const routes = [
  // Case-sensitive, as the server is: /ABOUT is not /about but an unknown path, answered
  // with the home page, which the browser then hydrates as the same page.
  ...routedPages().map(({ path, module }) => ({ path, module })),
  { path: '*', module: NOT_FOUND_MODULE },
];

const modules = new Map(routes.map(({ path, module }) => [path, module]));

/**
 * A load under way or done, and the visit (history entry) that started it. The promise
 * carries its outcome as `status` and `value` (or `reason`), the fields React's `use`
 * reads, so a page already loaded renders at once instead of suspending for a tick.
 */
type Loading = { promise: ReactPromise<RouteModule>; visit: string };
const loading = new Map<string, Loading>();

/**
 * Loads a route module (such as 'routes/about.tsx') once, however often it is asked for.
 * A load that failed (offline, say) stays failed for the visit that asked, so the page
 * shows its error instead of asking again and again; the next visit tries again.
 */
function loadModule(module: string, visit = ''): ReactPromise<RouteModule> {
  const known = loading.get(module);
  if (known && !(known.promise.status === 'rejected' && known.visit !== visit)) {
    return known.promise;
  }
  const load = routeModules[`../${module}`];
  if (!load) throw new Error(`The route table names ${module}, which app/routes does not have`);
  const promise = tracked(known ? loadAgain(load, known, visit) : load());
  loading.set(module, { promise, visit });
  return promise;
}

/** A load that failed, asked again, from the server (app/lib/import-again.ts). */
function loadAgain(
  load: () => Promise<RouteModule>,
  { promise }: Loading,
  visit: string,
): Promise<RouteModule> {
  const reason: unknown = promise.status === 'rejected' ? promise.reason : undefined;
  return importAgain(reason, load, exporting<RouteModule>('default'), visit || 'first');
}

/** The route module that shows the page at `pathname` (such as 'routes/about.tsx'). */
export function moduleAt(pathname: string): string {
  return modules.get(routePath(pathname)) ?? NOT_FOUND_MODULE;
}

/** Whether `pathname` is a page of the route table, not an unknown path shown as home. */
export function isRoutedPath(pathname: string): boolean {
  return modules.has(routePath(pathname));
}

/** Loads the module of the page at `pathname`, to render or hydrate it without waiting. */
export function loadPageAt(pathname: string): Promise<RouteModule> {
  return Promise.resolve(loadModule(moduleAt(pathname)));
}

export function RoutePage({ module }: { module: string }) {
  // Already loaded: render at once. Not yet (a link to a page not seen before): suspend
  // until it is; the page before stays on screen until then (see App).
  const location = usePageLocation();
  const route = use(loadModule(module, location.key));
  useEffect(() => {
    // Lets styles and browser tests tell a hydrated page from the pre-rendered HTML. Set
    // here, inside the page, so that the whole page has hydrated when it is.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <HeadTags tags={route.meta?.({ location }) ?? []} />
      <route.default />
    </>
  );
}
