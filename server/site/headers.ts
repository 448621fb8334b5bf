import type { Duplex } from 'node:stream';
import { resourcePolicy } from '../csp';

/** Headers that describe one response rather than the site's policy. */
const PER_RESPONSE = new Set([
  'allow',
  'accept-ranges',
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-security-policy',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'transfer-encoding',
  'vary',
]);

/**
 * The headers that state the site's policy (HSTS, nosniff, framing...), sorted by name,
 * from the headers of any of its responses. The nginx configuration is generated from them.
 */
export function policyHeaders(headers: Record<string, unknown>): [string, string][] {
  return Object.entries(headers)
    .filter(([name]) => !PER_RESPONSE.has(name))
    .map(([name, value]): [string, string] => [name, String(value)])
    .sort(([a], [b]) => a.localeCompare(b));
}

/**
 * A PDF (the brochure) is a file to keep: saved under its own name, not opened in the tab.
 * The build's file names are plain tokens (RFC 6266), so the name needs no quotes, which
 * keeps the header as simple for the generated nginx configuration.
 */
export function disposition(path: string) {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (!name.endsWith('.pdf')) return undefined;
  return /^[\w.-]+$/.test(name) ? `attachment; filename=${name}` : 'attachment';
}

/**
 * Answers a request Node's HTTP parser refused (headers over 16 KiB, a malformed request)
 * in plain text with the site's headers (`headers`: lines of `name: value\r\n`), then closes
 * the connection gracefully: reading what is left of the request first, so the client gets
 * the answer rather than a reset.
 */
export function refuseClient(error: NodeJS.ErrnoException, socket: Duplex, headers: string) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout']
        : [400, 'Bad Request'];
  socket.on('error', () => socket.destroy());
  socket.resume();
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\n${headers}content-security-policy: ${resourcePolicy}\r\n` +
      `content-type: text/plain\r\ncontent-length: ${text.length}\r\nconnection: close\r\n\r\n${text}`,
  );
  setTimeout(() => socket.destroy(), 5000).unref();
}
