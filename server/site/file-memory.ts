import type { IncomingHttpHeaders } from 'node:http';

/**
 * The build's files, answered from memory. @fastify/static reads a file from disk on every
 * request (a stat, an open, reads and a close), which was most of the server's work under
 * load. The build does not change while the server runs, so each file's answer is recorded
 * once, at start, by asking @fastify/static itself for every encoding it can send; later
 * requests get the recorded answer. Which encoding a given Accept-Encoding gets is learnt
 * from @fastify/static too, the first time that header value is seen. Whatever cannot be
 * answered exactly as @fastify/static would (a range or conditional request, an
 * Accept-Encoding not seen yet, a large file) still goes to disk.
 */

/** What @fastify/static says about a file; the caching and security headers are the server's. */
const FILE_HEADERS = [
  'accept-ranges',
  'content-encoding',
  'content-length',
  'content-type',
  'etag',
  'last-modified',
];
/** Requests whose answer depends on more than the path and the encoding. */
const TO_DISK = [
  'range',
  'if-range',
  'if-match',
  'if-none-match',
  'if-modified-since',
  'if-unmodified-since',
];
/** Distinct Accept-Encoding values remembered: browsers send a handful. */
const MAX_LEARNT = 64;
/** Larger files stay on disk. */
const MAX_FILE_BYTES = 1024 * 1024;

export interface Answer {
  headers: Record<string, string>;
  body: Buffer;
}
export type Inject = (options: { url: string; headers: Record<string, string> }) => Promise<{
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
}>;

export class FileMemory {
  /** Keyed by encoding and path. */
  #answers = new Map<string, Answer>();
  /** Accept-Encoding value -> encoding ('' for none). */
  #encodings = new Map<string, string>();

  /**
   * Records @fastify/static's answer (from disk) for each file in each encoding it has;
   * `negotiated` are the paths with .gz and .br copies.
   */
  async record(inject: Inject, paths: readonly string[], negotiated: ReadonlySet<string>) {
    for (const path of paths) {
      for (const encoding of negotiated.has(path) ? ['', 'gzip', 'br'] : ['']) {
        const response = await inject({
          url: path,
          headers: encoding ? { 'accept-encoding': encoding } : {},
        });
        if (response.statusCode !== 200 || response.rawPayload.length > MAX_FILE_BYTES) continue;
        const headers = Object.fromEntries(
          FILE_HEADERS.filter((name) => response.headers[name] !== undefined).map((name) => [
            name,
            String(response.headers[name]),
          ]),
        );
        this.#answers.set(`${encoding} ${path}`, { headers, body: response.rawPayload });
      }
    }
  }

  /** The recorded answer for this request, if it is exactly what disk would give. */
  answer(
    path: string,
    requestHeaders: IncomingHttpHeaders,
    negotiated: boolean,
  ): Answer | undefined {
    if (TO_DISK.some((name) => requestHeaders[name] !== undefined)) return undefined;
    const encoding = negotiated ? this.#encodings.get(requestHeaders['accept-encoding'] ?? '') : '';
    return encoding === undefined ? undefined : this.#answers.get(`${encoding} ${path}`);
  }

  /** Remembers the encoding @fastify/static chose for an Accept-Encoding value. */
  learn(acceptEncoding: string | undefined, contentEncoding: unknown) {
    if (this.#encodings.size >= MAX_LEARNT) return;
    this.#encodings.set(
      acceptEncoding ?? '',
      typeof contentEncoding === 'string' ? contentEncoding : '',
    );
  }
}
