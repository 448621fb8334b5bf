import type { PriceMode } from '../../catalogue/money';
import { webStorage } from '../../lib/web-storage';

/**
 * The visitor's choice of prices inc or ex VAT, remembered on the device and kept in step
 * across tabs, read by React through useSyncExternalStore (price.tsx). Pre-rendered pages
 * are inc VAT; the class on <html> lets the style sheet hide an ex-VAT visitor's prices
 * until the page has hydrated and shows them ex VAT (docs/decisions/013).
 */

/** Bump the version when the stored value changes shape; an old one is then not read. */
export const PRICE_MODE_KEY = 'clydeside-prices:v1';
/** Set on <html> while prices are ex VAT; the page's head sets it before the first paint. */
export const EX_VAT_CLASS = 'ex-vat';

/**
 * The one inline script of every pre-rendered page, in its head (app/document.tsx): it marks
 * an ex-VAT visitor's page while the HTML is parsed, before anything is painted, so the style
 * sheet shows the ex-VAT amounts from the first frame, however late the page's code arrives.
 * The build allows exactly this text by its hash in the page's Content-Security-Policy
 * (scripts/postbuild.js); it reads the same key, value and class as the store below.
 */
export const MARK_EX_VAT_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(PRICE_MODE_KEY)})==="ex")document.documentElement.classList.add(${JSON.stringify(EX_VAT_CLASS)})}catch(e){}`;

/** Untrusted stored text to a mode: anything but the one ex-VAT value means inc VAT. */
export function parsePriceMode(raw: string | null): PriceMode {
  return raw === 'ex' ? 'ex' : 'inc';
}

let mode: PriceMode | undefined;
const listeners = new Set<() => void>();

function read(): PriceMode {
  try {
    return parsePriceMode(webStorage('localStorage')?.getItem(PRICE_MODE_KEY) ?? null);
  } catch {
    return 'inc';
  }
}

function show(next: PriceMode) {
  mode = next;
  document.documentElement.classList.toggle(EX_VAT_CLASS, next === 'ex');
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key !== PRICE_MODE_KEY && event.key !== null) return;
  const next = read();
  if (next !== mode) show(next);
}

export function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function getSnapshot(): PriceMode {
  mode ??= read();
  return mode;
}

export function getServerSnapshot(): PriceMode {
  return 'inc';
}

export function setPriceMode(next: PriceMode): void {
  try {
    webStorage('localStorage')?.setItem(PRICE_MODE_KEY, next);
  } catch {
    // Storage refused: the choice holds for this page.
  }
  show(next);
}
