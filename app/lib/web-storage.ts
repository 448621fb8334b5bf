/**
 * The browser's localStorage or sessionStorage, or undefined where it is disabled (by the
 * browser, its settings or a sandbox): reading the property itself can throw. Callers then
 * keep their state for the visit only.
 */
export function webStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}
