/**
 * The paths the Node server answers itself rather than from the build: what a visitor
 * sends, their confirmation pages, the customers' quotes and the staff inbox. The one list read by the server
 * (which methods it takes), the development server (what it hands to these routes) and
 * the nginx configuration (what it proxies to Node).
 */
export interface ServerPath {
  path: string;
  /** 'exact': this path only; 'prefix': every path that starts with it. */
  match: 'exact' | 'prefix';
  /** Whether it takes a POST (everything takes GET and HEAD). */
  post: boolean;
}

export const SERVER_PATHS: readonly ServerPath[] = [
  { path: '/api/enquiries', match: 'exact', post: true },
  { path: '/healthz', match: 'exact', post: false },
  { path: '/readyz', match: 'exact', post: false },
  { path: '/enquiries/', match: 'prefix', post: false },
  { path: '/quotes/', match: 'prefix', post: true },
  { path: '/staff', match: 'exact', post: false },
  { path: '/staff/', match: 'prefix', post: true },
];

export function serverPath(path: string): ServerPath | undefined {
  return SERVER_PATHS.find((entry) =>
    entry.match === 'exact' ? path === entry.path : path.startsWith(entry.path),
  );
}
