/**
 * What the project's plain-JavaScript scripts take from the server, built to
 * build/server/tools.js (the build's postbuild step, the nginx generator, `npm run staff`,
 * the benchmarks) and loaded from the sources by the development server (scripts/dev.js).
 * One entry, so a script never reaches into the server's rooms.
 */
export { createServer } from './app';
export { pagePolicy, resourcePolicy } from './csp';
export { enquiries } from './enquiries';
export { ENQUIRY_BODY_LIMIT } from './enquiries/receive';
export { SERVER_PATHS, serverPath } from './owned-paths';
export { clientDir, manifestPath, nginxDir, projectRoot } from './paths';
export { openServices } from './services';
export { readSettings, SettingError, type Settings } from './settings';
export { openSite } from './open-site';
export { customerQuotes } from './quotes';
export { routeServices } from './plugins/services';
export { health } from './health';
export { loggerOptions, RequestLines } from './logging';
export { newLinkNonce, quoteLinks, type QuoteLinks } from './auth/links';
export { disposition, policyHeaders } from './site/headers';
export type { Manifest, PageEntry } from './site/build';
export { staff } from './staff';
export { hashPassword, passwordProblem } from './staff/passwords';
export { backupStore, restoreStore } from './store/backup';
export { sqliteProblem } from './store/backup-sqlite';
export { openStore, type Store } from './store/connect';
export {
  addStaff,
  findStaff,
  listStaff,
  normaliseEmail,
  removeStaff,
  setPassword,
} from './store/staff';
export { searchWords } from './store/inbox-search';
export { startSession } from './store/sessions';
