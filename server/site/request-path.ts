/** Long enough for a prefilled quote of a large basket (/contact?message=...). */
export const MAX_URL_LENGTH = 8192;

export function pathOf(url: string) {
  return url.split('?', 1)[0] ?? '/';
}

/**
 * The decoded path, or undefined for what no honest link produces: malformed
 * percent-encoding, NUL bytes, backslashes and dot segments.
 */
export function decodePath(rawPath: string): string | undefined {
  let path;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (/[\0\\]/.test(path) || /(^|\/)\.\.?(\/|$)/.test(path)) return undefined;
  return path;
}
