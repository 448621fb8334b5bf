/**
 * The browser's localStorage, or undefined where it is disabled (by the browser, its
 * settings or a sandbox): reading the property itself can throw. Callers then keep their
 * state for the visit only.
 */
export function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
