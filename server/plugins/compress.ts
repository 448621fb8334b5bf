import { promisify } from 'node:util';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** @fastify/compress's own default: quality 11 costs a third of a second per page. */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The pages never change while the server runs, so each is compressed once, at start, and
 * @fastify/compress is handed a zlib whose one-shot compressors return the stored result
 * for a page buffer (anything else is compressed as usual). The plugin still negotiates
 * the encoding and sets the headers, so the responses are the same, minus the per-request
 * compression that made the server CPU-bound under load.
 */
export async function precompressed(pages: readonly Buffer[]) {
  const br = new Map<Buffer, Buffer>();
  const gz = new Map<Buffer, Buffer>();
  await Promise.all(
    pages.map(async (html) => {
      br.set(html, await brotliCompress(html, BROTLI_OPTIONS));
      gz.set(html, await gzip(html));
    }),
  );
  return {
    brotliCompressSync: (payload: Buffer, options: zlib.BrotliOptions) =>
      br.get(payload) ?? zlib.brotliCompressSync(payload, options),
    gzipSync: (payload: Buffer, options: zlib.ZlibOptions) =>
      gz.get(payload) ?? zlib.gzipSync(payload, options),
  };
}

/**
 * Compression of every answer from 1 KiB, with `documents` (the pages) compressed once, by
 * `precompressed` before the plugin is registered: on a busy machine that takes longer
 * than Fastify gives a plugin to start.
 */
export const compressPlugin = fp<{
  documents: readonly Buffer[];
  zlib: Awaited<ReturnType<typeof precompressed>>;
}>(
  async (app, { documents, zlib: stored }) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      zlib: stored,
      // Buffers up to the largest page take the one-shot path, and so the stored results.
      syncThreshold: Math.max(0, ...documents.map((html) => html.length)),
    });
  },
  { name: 'compress-settings' },
);
