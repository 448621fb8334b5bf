import { urls } from './urls';

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
  /**
   * The largest body any of its routes takes, in bytes, which nginx allows it too: an
   * enquiry's 64 KB (enquiries/receive.ts), a bank statement's 2 MB (its upload, and the
   * steps that post it again: staff/statement-routes.ts), the quote editor's 512 KB under
   * the rest of /staff/ (a 200-line draft, staff/schemas.ts), a form's 16 KB elsewhere
   * (limits.test.ts checks). The first entry that matches a path is its own.
   */
  bodyLimit: number;
}

const FORM = 16 * 1024;

export const SERVER_PATHS: readonly ServerPath[] = [
  { path: urls.sendEnquiry.path, match: 'exact', post: true, bodyLimit: 64 * 1024 },
  { path: urls.healthz.path, match: 'exact', post: false, bodyLimit: FORM },
  { path: urls.readyz.path, match: 'exact', post: false, bodyLimit: FORM },
  { path: urls.enquiryConfirmation.prefix, match: 'prefix', post: false, bodyLimit: FORM },
  { path: urls.quote.prefix, match: 'prefix', post: true, bodyLimit: FORM },
  { path: urls.buyer.page.path, match: 'exact', post: false, bodyLimit: FORM },
  { path: urls.buyer.prefix, match: 'prefix', post: true, bodyLimit: FORM },
  { path: urls.staff.inbox.path, match: 'exact', post: false, bodyLimit: FORM },
  { path: urls.staff.statements.path, match: 'prefix', post: true, bodyLimit: 2 * 1024 * 1024 },
  { path: urls.staff.prefix, match: 'prefix', post: true, bodyLimit: 512 * 1024 },
];

export function serverPath(path: string): ServerPath | undefined {
  return SERVER_PATHS.find((entry) =>
    entry.match === 'exact' ? path === entry.path : path.startsWith(entry.path),
  );
}
