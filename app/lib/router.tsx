// The site's router (docs/decisions/023): links that change the page without a reload,
// the location and its query as React state, and history entries keyed so that Back and
// Forward return to the place and focus they left. React Router's declarative API, the
// part of it this site uses, with its names and its behaviour, in a fraction of its weight:
// every path of the site is a fixed one of the route table (app/routing/route-table.ts),
// so there are no patterns, params, relative paths, loaders or data routers to carry.
import {
  createContext,
  startTransition,
  use,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

/** Where the visitor is, and which history entry that is. */
export type Location = {
  pathname: string;
  search: string;
  hash: string;
  /** What the link or call that made the entry passed along, else null. */
  state: unknown;
  /** The entry's own key; entries the router did not make (the first page) share 'default'. */
  key: string;
};

/** How the location was reached: Back, Forward or the first page; a new entry; a replaced one. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export type NavigateOptions = {
  replace?: boolean;
  state?: unknown;
  /** Kept for the callers' sake; scrolling is app/lib/use-scroll-restoration.ts's to decide. */
  preventScrollReset?: boolean;
};

type Navigate = (to: string | number, options?: NavigateOptions) => void;

type RouterState = { location: Location; navigationType: NavigationType };
type RouterContextValue = RouterState & { navigate: Navigate };

const RouterContext = createContext<RouterContextValue | null>(null);

function useRouter(): RouterContextValue {
  const router = use(RouterContext);
  if (!router) throw new Error('A link or a location hook is used outside a router.');
  return router;
}

/** A path of this site ("/cart?x=1#y", or "?x=1" relative to `base`) as its parts. */
function parsePath(to: string, base: Location): { pathname: string; search: string; hash: string } {
  const url = new URL(to, `http://site${base.pathname}${base.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** A path as a route is matched to it: '/about/' is '/about', as the server has it. */
export function routePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

function createPath({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  return `${pathname}${search}${hash}`;
}

/** A new entry's key: what React Router makes, so entries of either read alike. */
function createKey(): string {
  return Math.random().toString(36).substring(2, 10);
}

/** The location a navigation to `to` from `base` makes: a new entry, with its own key. */
function nextLocation(to: string, base: Location, options: NavigateOptions): Location {
  return { ...parsePath(to, base), state: options.state ?? null, key: createKey() };
}

/** The browser's current entry as a location (history.state as React Router writes it). */
function browserLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state: unknown = window.history.state;
  const entry =
    typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  return {
    pathname,
    search,
    hash,
    state: entry.usr ?? null,
    key: typeof entry.key === 'string' ? entry.key : 'default',
  };
}

/**
 * The router of the browser's own history. Each change of location renders in a
 * transition, so a page whose code is still loading leaves the one before on screen; React
 * renders one made by Back or Forward at once (inside `popstate`), for the browser's sake.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState<RouterState>(() => ({
    location: browserLocation(),
    navigationType: 'POP',
  }));

  useLayoutEffect(() => {
    const onPop = () =>
      startTransition(() => setState({ location: browserLocation(), navigationType: 'POP' }));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // One function for the router's life, so that effects depending on it run once.
  const [navigate] = useState(() => {
    const navigate: Navigate = (to, options = {}) => {
      if (typeof to === 'number') return window.history.go(to);
      const location = nextLocation(to, browserLocation(), options);
      const entry = { usr: location.state, key: location.key };
      const url = createPath(location);
      try {
        if (options.replace) window.history.replaceState(entry, '', url);
        else window.history.pushState(entry, '', url);
      } catch {
        // Safari limits history calls to 100 in 30 s; the page is loaded afresh instead.
        window.location.assign(url);
        return;
      }
      startTransition(() =>
        setState({ location, navigationType: options.replace ? 'REPLACE' : 'PUSH' }),
      );
    };
    return navigate;
  });
  const value = useMemo(() => ({ ...state, navigate }), [state, navigate]);

  return <RouterContext value={value}>{children}</RouterContext>;
}

function fixedLocation(path: string): Location {
  const { pathname, search, hash } = new URL(path, 'http://site');
  return { pathname, search, hash, state: null, key: 'default' };
}

/** One location that never changes: for rendering a page to HTML. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo<RouterContextValue>(
    () => ({
      location: fixedLocation(location),
      navigationType: 'POP',
      navigate: () => {
        throw new Error('A pre-rendered page cannot navigate.');
      },
    }),
    [location],
  );
  return <RouterContext value={value}>{children}</RouterContext>;
}

/** A history kept in memory, for tests: starts at the last of `initialEntries`. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [history, setHistory] = useState(() => ({
    entries: initialEntries.map(fixedLocation),
    index: initialEntries.length - 1,
    navigationType: 'POP' as NavigationType,
  }));
  const [navigate] = useState(() => {
    const navigate: Navigate = (to, options = {}) =>
      setHistory(({ entries, index }) => {
        if (typeof to === 'number') {
          const next = Math.min(Math.max(index + to, 0), entries.length - 1);
          return { entries, index: next, navigationType: 'POP' };
        }
        const entry = nextLocation(to, entries[index] ?? fixedLocation('/'), options);
        const kept = entries.slice(0, options.replace ? index : index + 1);
        return {
          entries: [...kept, entry],
          index: kept.length,
          navigationType: options.replace ? 'REPLACE' : 'PUSH',
        };
      });
    return navigate;
  });
  const value = useMemo(
    () => ({
      location: history.entries[history.index] ?? fixedLocation('/'),
      navigationType: history.navigationType,
      navigate,
    }),
    [history, navigate],
  );
  return <RouterContext value={value}>{children}</RouterContext>;
}

export function useLocation(): Location {
  return useRouter().location;
}

/** The location a `Routes` chose its page by, for that page (`usePageLocation`). */
const PageLocationContext = createContext<Location | null>(null);

/**
 * The location of the page on screen: the one its `Routes` chose it by. On Back and Forward
 * the location moves at once, and the page on screen follows only once the next is ready
 * (App, app/root.tsx): a page that finds what it shows by its path (a product, a service)
 * reads this, or it would look for itself at the next page's path.
 */
export function usePageLocation(): Location {
  const live = useLocation();
  return use(PageLocationContext) ?? live;
}

export function useNavigationType(): NavigationType {
  return useRouter().navigationType;
}

export function useNavigate(): Navigate {
  return useRouter().navigate;
}

/** The query, and a setter that moves to it on this page (the #fragment dropped). */
export function useSearchParams() {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => {
    const search = new URLSearchParams(next).toString();
    navigate(`${location.pathname}${search ? `?${search}` : ''}`, options);
  };
  return [params, setParams] as const;
}

/** Moves to `to` once rendered: a page that stands for another. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

/** The first route whose path is the location's (exactly and case-sensitively, as the server matches), else `*`. */
export function Routes({
  location,
  children,
}: {
  location?: Location;
  children: ReactElement<RouteProps> | ReactElement<RouteProps>[];
}) {
  const current = useLocation();
  const shown = location ?? current;
  const pathname = routePath(shown.pathname);
  const routes = Array.isArray(children) ? children : [children];
  const route =
    routes.find(({ props }) => props.path === pathname) ??
    routes.find(({ props }) => props.path === '*');
  return <PageLocationContext value={shown}>{route?.props.element ?? null}</PageLocationContext>;
}

export type RouteProps = { path: string; element: ReactNode };

/** One route of `Routes`, which shows its `element` at its `path`. */
export function Route({ element }: RouteProps) {
  return element;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

/** A click the browser should handle itself: another tab or window, a download, a modifier. */
function leftToTheBrowser(event: MouseEvent, link: HTMLAnchorElement) {
  const target = link.getAttribute('target');
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== null && target !== '_self') ||
    link.hasAttribute('download')
  );
}

type Follow = (
  event: MouseEvent,
  link: HTMLAnchorElement,
  options?: Pick<NavigateOptions, 'replace' | 'state'>,
) => void;

/**
 * Shows the page of a clicked link without a reload. A link to another site, or a click
 * meant for another tab, is left to the browser; a link to the entry on screen replaces it
 * rather than stacking a copy for Back to go through.
 */
function useFollow(): Follow {
  const { location, navigate } = useRouter();
  return (event, link, { replace, state } = {}) => {
    if (leftToTheBrowser(event, link)) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    const path = createPath(url);
    navigate(path, { replace: replace ?? createPath(location) === path, state });
  };
}

/** A link that shows its page without a reload (see `useFollow`). */
export function Link({ to, replace, state, onClick, target, children, ...rest }: LinkProps) {
  const follow = useFollow();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    follow(event, event.currentTarget, { replace, state });
  };
  return (
    <a {...rest} href={to} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

/**
 * The click handler of an element whose links React does not render (kept as pre-rendered,
 * app/shell/footer.tsx): a click on a link inside it is followed as a `Link`'s is.
 */
export function useFollowLinksWithin(): (event: MouseEvent<HTMLElement>) => void {
  const follow = useFollow();
  return (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (link && event.currentTarget.contains(link)) follow(event, link);
  };
}

/**
 * A link that says when its page is the one on screen (`aria-current="page"`): exactly
 * with `end`, else on any page under it too.
 */
export function NavLink({ end, ...props }: LinkProps & { end?: boolean }) {
  const location = useLocation();
  const pathname = routePath(location.pathname);
  const to = routePath(parsePath(props.to, location).pathname);
  const current =
    pathname === to || (!end && pathname.startsWith(to.endsWith('/') ? to : `${to}/`));
  return <Link {...props} aria-current={current ? 'page' : undefined} />;
}
