// @ts-check
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { resourcePolicy } from './csp.js';

/**
 * @typedef {{ file: string; csp: string }} PageEntry
 * @typedef {{ pages: Record<string, PageEntry>; notFound: PageEntry; assets: string[] }} Manifest
 * @typedef {{ html: Buffer; csp: string }} Page
 */

// Long enough for a prefilled quote of a large basket (/contact?message=...).
const MAX_URL_LENGTH = 8192;
const HTML_CACHE = 'no-cache';
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const OTHER_FILE_CACHE = 'public, max-age=3600';

/**
 * The production server: pre-rendered pages from memory, static files from an allow-list
 * taken from the build manifest, and the home page with status 404 for anything else.
 * No path from a request is ever joined onto the file system unless it is on that list.
 *
 * @param {{ clientDir: string; manifest: Manifest; logger?: boolean }} options
 */
export async function createServer({ clientDir, manifest, logger = false }) {
  const app = Fastify({
    logger,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: MAX_URL_LENGTH },
  });

  /** @param {PageEntry} entry @returns {Promise<Page>} */
  const load = async (entry) => ({
    html: await readFile(join(clientDir, entry.file)),
    csp: entry.csp,
  });
  const pages = new Map(
    await Promise.all(
      Object.entries(manifest.pages).map(
        async ([path, entry]) => /** @type {const} */ ([path, await load(entry)]),
      ),
    ),
  );
  const notFound = await load(manifest.notFound);
  const assets = new Set(manifest.assets);

  await app.register(helmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyStatic, {
    root: clientDir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
    dotfiles: 'deny',
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .code(405)
        .header('allow', 'GET, HEAD')
        .type('text/plain')
        .send('Method Not Allowed');
    }
    if (request.url.length > MAX_URL_LENGTH) {
      return reply.code(414).type('text/plain').send('URI Too Long');
    }
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.removeHeader('x-powered-by');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', resourcePolicy);
    }
    return payload;
  });

  /** @param {import('fastify').FastifyReply} reply @param {Page} page @param {number} status */
  function sendPage(reply, page, status) {
    return reply
      .code(status)
      .header('content-security-policy', page.csp)
      .header('cache-control', HTML_CACHE)
      .type('text/html; charset=utf-8')
      .send(page.html);
  }

  app.get('*', async (request, reply) => {
    const rawPath = request.url.split('?', 1)[0] ?? '/';
    const path = decodePath(rawPath);
    if (path === undefined) return reply.code(400).type('text/plain').send('Bad Request');

    const page = pages.get(path.length > 1 ? path.replace(/\/+$/, '') : path);
    if (page) return sendPage(reply, page, 200);

    if (assets.has(path)) {
      const cache = path.startsWith('/assets/') ? HASHED_ASSET_CACHE : OTHER_FILE_CACHE;
      return reply.header('cache-control', cache).sendFile(path.slice(1));
    }
    return sendPage(reply, notFound, 404);
  });

  return app;
}

/**
 * The decoded path, or undefined for what no honest link produces: malformed
 * percent-encoding, NUL bytes, backslashes and dot segments.
 * @param {string} rawPath
 */
function decodePath(rawPath) {
  let path;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (/[\0\\]/.test(path) || /(^|\/)\.\.?(\/|$)/.test(path)) return undefined;
  return path;
}
