// @ts-check
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { resourcePolicy } from './csp.js';
import { ENQUIRY_PATH, enquiryRoutes } from './enquiries/routes.js';
import { FileMemory } from './file-memory.js';
import { staffRoutes } from './staff/routes.js';

/**
 * @typedef {{ file: string; csp: string }} PageEntry
 * @typedef {{ pages: Record<string, PageEntry>; notFound: PageEntry; assets: string[] }} Manifest
 * @typedef {{ html: Buffer; csp: string }} Page
 */

// Long enough for a prefilled quote of a large basket (/contact?message=...).
const MAX_URL_LENGTH = 8192;
// Node's HTTP parser caps the request line and headers at 16 KiB, so the router never
// refuses a path as too long on its own: the onRequest hook answers 414 with the headers.
const MAX_ROUTER_PARAM_LENGTH = 16384;
const HTML_CACHE = 'no-cache';
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const OTHER_FILE_CACHE = 'public, max-age=3600';

/**
 * A PDF (the brochure) is a file to keep: saved under its own name, not opened in the tab.
 * The build's file names are plain tokens (RFC 6266), so the name needs no quotes, which
 * keeps the header as simple for the generated nginx configuration.
 * @param {string} path
 */
export function disposition(path) {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (!name.endsWith('.pdf')) return undefined;
  return /^[\w.-]+$/.test(name) ? `attachment; filename=${name}` : 'attachment';
}

/** Sent by the server to itself while recording the files: read this one from disk. */
const FROM_DISK = 'x-storefront-from-disk';
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
 *
 * @param {Buffer[]} pages
 */
async function precompressed(pages) {
  /** @type {Map<Buffer, Buffer>} */
  const br = new Map();
  /** @type {Map<Buffer, Buffer>} */
  const gz = new Map();
  await Promise.all(
    pages.map(async (html) => {
      br.set(html, await brotliCompress(html, BROTLI_OPTIONS));
      gz.set(html, await gzip(html));
    }),
  );
  return {
    /** @param {Buffer} payload @param {zlib.BrotliOptions} options */
    brotliCompressSync: (payload, options) =>
      br.get(payload) ?? zlib.brotliCompressSync(payload, options),
    /** @param {Buffer} payload @param {zlib.ZlibOptions} options */
    gzipSync: (payload, options) => gz.get(payload) ?? zlib.gzipSync(payload, options),
  };
}

/**
 * The production server: pre-rendered pages from memory, static files from an allow-list
 * taken from the build manifest, and the home page with status 404 for anything else.
 * No path from a request is ever joined onto the file system unless it is on that list.
 *
 * With `enquiries` (server/services.js), it also takes the forms' enquiries, shows their
 * confirmations, and serves the staff inbox under /staff.
 *
 * @param {{ clientDir: string; manifest: Manifest; logger?: boolean; filesFromMemory?: boolean; enquiries?: import('./enquiries/routes.js').EnquiryOptions }} options
 *   filesFromMemory: false reads every file from disk on every request (for comparison).
 */
export async function createServer({
  clientDir,
  manifest,
  logger = false,
  filesFromMemory = true,
  enquiries,
}) {
  /** The site's headers as raw lines, for the answers written below Fastify. */
  let rawHeaders = '';
  const app = Fastify({
    logger,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // nginx on this machine forwards each visitor's address; nobody else is believed.
    trustProxy: ['127.0.0.1', '::1'],
    routerOptions: { maxParamLength: MAX_ROUTER_PARAM_LENGTH },
    // The router answers a path that does not decode with its own bare JSON 400, before
    // any hook. Routing those to / instead lets the handler refuse them, with the headers:
    // it judges the URL as sent (request.originalUrl), never the rewritten one.
    rewriteUrl: (request) => {
      const url = request.url ?? '/';
      return decodePath(pathOf(url)) === undefined ? '/' : url;
    },
    clientErrorHandler: (error, socket) => refuseClient(error, socket, rawHeaders),
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
  /** Files with .br/.gz copies from the build. */
  const negotiated = new Set(
    manifest.assets.filter((path) => existsSync(join(clientDir, `${path.slice(1)}.gz`))),
  );
  /** Files whose answer depends on Accept-Encoding: those, and those compressed on the fly. */
  const varying = new Set(negotiated);
  const memory = new FileMemory();
  const diskToken = randomUUID();
  /** Requests for a file sent to disk, whose encoding the memory learns once answered. */
  const learning = new WeakSet();

  await app.register(helmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  const documents = [...[...pages.values()].map((page) => page.html), notFound.html];
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    zlib: await precompressed(documents),
    // Buffers up to the largest page take the one-shot path, and so the stored results.
    syncThreshold: Math.max(...documents.map((html) => html.length)),
  });
  await app.register(fastifyStatic, {
    root: clientDir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
    dotfiles: 'deny',
  });

  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    const posting =
      request.method === 'POST' &&
      enquiries !== undefined &&
      (path === ENQUIRY_PATH || path.startsWith('/staff/'));
    if (request.method !== 'GET' && request.method !== 'HEAD' && !posting) {
      return reply
        .code(405)
        .header('allow', 'GET, HEAD')
        .type('text/plain')
        .send('Method Not Allowed');
    }
    if (request.originalUrl.length > MAX_URL_LENGTH) {
      return reply.code(414).type('text/plain').send('URI Too Long');
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (learning.has(request) && reply.statusCode === 200) {
      memory.learn(request.headers['accept-encoding'], reply.getHeader('content-encoding'));
    }
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
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(page.html);
  }

  if (enquiries) {
    await app.register(enquiryRoutes, enquiries);
    await app.register(staffRoutes, { store: enquiries.store, domain: enquiries.domain });
  }

  app.get('*', async (request, reply) => {
    const path = decodePath(pathOf(request.originalUrl));
    if (path === undefined) return reply.code(400).type('text/plain').send('Bad Request');

    const page = pages.get(path.length > 1 ? path.replace(/\/+$/, '') : path);
    if (page) return sendPage(reply, page, 200);

    if (assets.has(path)) {
      const cache = path.startsWith('/assets/') ? HASHED_ASSET_CACHE : OTHER_FILE_CACHE;
      // A cache in front (a CDN) must not hand a compressed copy to a client that cannot read it.
      if (varying.has(path)) reply.header('vary', 'accept-encoding');
      reply.header('cache-control', cache);
      const attachment = disposition(path);
      if (attachment) reply.header('content-disposition', attachment);
      if (filesFromMemory && request.headers[FROM_DISK] !== diskToken) {
        const answer = memory.answer(path, request.headers, negotiated.has(path));
        if (answer) return reply.headers(answer.headers).send(answer.body);
        if (negotiated.has(path)) learning.add(request);
      }
      return reply.sendFile(path.slice(1));
    }
    return sendPage(reply, notFound, 404);
  });

  await app.ready();
  /** @param {{ url: string; headers: Record<string, string> }} request */
  const fromDisk = ({ url, headers }) =>
    app.inject({ url, headers: { ...headers, [FROM_DISK]: diskToken } });
  await memory.record(fromDisk, manifest.assets, negotiated);
  // The other files vary when the compress plugin compresses them as they are served
  // (from 1 KiB: the smaller ones, like nginx's gzip_min_length, are sent as they are).
  for (const path of manifest.assets.filter((asset) => !negotiated.has(asset))) {
    const gzipped = await app.inject({ url: path, headers: { 'accept-encoding': 'gzip' } });
    if (gzipped.headers['content-encoding']) varying.add(path);
  }
  const probe = await app.inject({ method: 'OPTIONS', url: '/' });
  rawHeaders = policyHeaders(probe.headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return app;
}

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
 * @param {Record<string, unknown>} headers
 * @returns {[string, string][]}
 */
export function policyHeaders(headers) {
  return Object.entries(headers)
    .filter(([name]) => !PER_RESPONSE.has(name))
    .map(([name, value]) => /** @type {[string, string]} */ ([name, String(value)]))
    .sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Answers a request Node's HTTP parser refused (headers over 16 KiB, a malformed request)
 * in plain text with the site's headers, then closes the connection gracefully: reading
 * what is left of the request first, so the client gets the answer rather than a reset.
 * @param {NodeJS.ErrnoException} error
 * @param {import('node:stream').Duplex} socket
 * @param {string} headers lines of `name: value\r\n`
 */
function refuseClient(error, socket, headers) {
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

/** @param {string} url */
function pathOf(url) {
  return url.split('?', 1)[0] ?? '/';
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
