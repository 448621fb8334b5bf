/**
 * An e-mail's text as written, its quoted-printable soft breaks and escapes undone: how the
 * server tests and the journeys read what the real SMTP server took. Imports nothing, so a
 * journey can use it without loading the server's modules.
 */
export function mailText(raw: string) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
