import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Page, Site } from './build';
import { FileMemory } from './file-memory';
import { disposition } from './headers';
import { decodePath, pathOf } from './request-path';

const HTML_CACHE = 'no-cache';
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const OTHER_FILE_CACHE = 'public, max-age=3600';
/** Sent by the server to itself while recording the files: read this one from disk. */
const FROM_DISK = 'x-storefront-from-disk';

/**
 * Serving the built site: pre-rendered pages from memory, static files from an allow-list
 * taken from the build manifest, and the home page with status 404 for anything else. No
 * path from a request is ever joined onto the file system unless it is on that list.
 * `filesFromMemory: false` reads every file from disk on every request (for comparison).
 *
 * `remember` runs once the server is ready: it records each file's answers (FileMemory).
 */
export function builtSite(site: Site, { filesFromMemory = true } = {}) {
  const memory = new FileMemory();
  const diskToken = randomUUID();
  /** Requests for a file sent to disk, whose encoding the memory learns once answered. */
  const learning = new WeakSet<FastifyRequest>();
  /** Files whose answer depends on Accept-Encoding: those, and those compressed on the fly. */
  const varying = new Set(site.negotiated);

  function sendPage(reply: FastifyReply, page: Page, status: number) {
    return reply
      .code(status)
      .header('content-security-policy', page.csp)
      .header('cache-control', HTML_CACHE)
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(page.html);
  }

  const plugin: FastifyPluginAsync = async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (learning.has(request) && reply.statusCode === 200) {
        memory.learn(request.headers['accept-encoding'], reply.getHeader('content-encoding'));
      }
      return payload;
    });

    app.get('*', async (request, reply) => {
      const path = decodePath(pathOf(request.originalUrl));
      if (path === undefined) return reply.code(400).type('text/plain').send('Bad Request');

      const page = site.pages.get(path.length > 1 ? path.replace(/\/+$/, '') : path);
      if (page) return sendPage(reply, page, 200);

      if (site.assets.has(path)) {
        const cache = path.startsWith('/assets/') ? HASHED_ASSET_CACHE : OTHER_FILE_CACHE;
        // A cache in front (a CDN) must not hand a compressed copy to a client that cannot read it.
        if (varying.has(path)) reply.header('vary', 'accept-encoding');
        reply.header('cache-control', cache);
        const attachment = disposition(path);
        if (attachment) reply.header('content-disposition', attachment);
        if (filesFromMemory && request.headers[FROM_DISK] !== diskToken) {
          const answer = memory.answer(path, request.headers, site.negotiated.has(path));
          if (answer) return reply.headers(answer.headers).send(answer.body);
          if (site.negotiated.has(path)) learning.add(request);
        }
        return reply.sendFile(path.slice(1));
      }
      return sendPage(reply, site.notFound, 404);
    });
  };

  async function remember(app: FastifyInstance) {
    const assets = [...site.assets];
    await memory.record(
      ({ url, headers }) => app.inject({ url, headers: { ...headers, [FROM_DISK]: diskToken } }),
      assets,
      site.negotiated,
    );
    // The other files vary when the compress plugin compresses them as they are served
    // (from 1 KiB: the smaller ones, like nginx's gzip_min_length, are sent as they are).
    for (const path of assets.filter((asset) => !site.negotiated.has(asset))) {
      const gzipped = await app.inject({ url: path, headers: { 'accept-encoding': 'gzip' } });
      if (gzipped.headers['content-encoding']) varying.add(path);
    }
  }

  return { plugin, remember };
}
