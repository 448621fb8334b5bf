import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientDir } from '../../paths';

/** The staff inbox's script as the build writes it (vite.staff.config.ts). */
const FILE = 'staff-inbox.js';
let source: string | null | undefined;

/**
 * The script's address with its content's hash (/staff-inbox.js?v=…), so a browser holding
 * an older copy fetches the new one after a release; read once. None without a build: the
 * pages work whole without it.
 */
function scriptSource(): string | null {
  if (source === undefined) {
    try {
      const hash = createHash('sha256')
        .update(readFileSync(join(clientDir, FILE)))
        .digest('hex');
      source = `/${FILE}?v=${hash.slice(0, 12)}`;
    } catch {
      source = null;
    }
  }
  return source;
}

/**
 * The staff script's tag, on the pages it helps (the quote editor's totals, Copy link): a
 * module, so it runs once the page is read, from this site (the policy's script-src 'self').
 */
export function StaffScript() {
  const src = scriptSource();
  return src ? <script type="module" src={src} /> : null;
}
