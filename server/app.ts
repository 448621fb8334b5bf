import Fastify, { type FastifyBaseLogger } from 'fastify';
import { enquiries } from './enquiries';
import { compressPlugin, precompressed } from './plugins/compress';
import { health } from './health';
import { RequestLines } from './logging';
import { helmetPlugin } from './plugins/helmet';
import { hostAsSent } from './plugins/same-origin';
import { routeServices, type RouteServices } from './plugins/services';
import { staticPlugin } from './plugins/static';
import { loadSite, type Manifest } from './site/build';
import { guards } from './site/guards';
import { policyHeaders, refuseClient } from './site/headers';
import { decodePath, pathOf } from './site/request-path';
import { builtSite } from './site/routes';
import { buyerPages } from './buyers';
import { customerQuotes } from './quotes';
import { LOOPBACK_PROXIES } from './settings';
import { staff } from './staff';

// Node's HTTP parser caps the request line and headers at 16 KiB, so the router never
// refuses a path as too long on its own: the onRequest hook answers 414 with the headers.
const MAX_ROUTER_PARAM_LENGTH = 16384;

/**
 * How long a request may take to arrive, headers and body, before it is answered 408 and
 * its connection closed: a visitor on a slow phone sends the largest body (a 200-line
 * quote draft, under 512 KB) in a few seconds, and a client that trickles a byte at a
 * time cannot hold a connection for longer (issue 36). The headers alone get 10 s.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
const HEADERS_TIMEOUT_MS = 10_000;
/**
 * An idle kept-alive connection is closed after 72 s: longer than nginx keeps its own
 * (60 s), so nginx never sends on one the server is closing. A connection with nothing
 * sent either way for 90 s (a client that stopped reading) is closed.
 */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
const IDLE_TIMEOUT_MS = 90_000;
/** Every request on the server is at most this much over its time before it is cut. */
const TIMEOUT_CHECK_MS = 1_000;

/**
 * The production server, room by room: the site's headers and guards, the built site, and
 * with `services` (services.ts) the enquiry routes, the customers' quotes under /quotes
 * and the staff inbox under /staff.
 * `filesFromMemory: false` reads every file from disk on every request (for comparison).
 */
export async function createServer({
  clientDir,
  manifest,
  log,
  filesFromMemory = true,
  services,
  trustProxy = LOOPBACK_PROXIES,
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
}: {
  clientDir: string;
  manifest: Manifest;
  /** The log (pino, server/logging.ts); none: the server writes nothing (tests, benchmarks). */
  log?: FastifyBaseLogger | undefined;
  filesFromMemory?: boolean;
  /** The store, mail and clock the rooms read (services.ts); none: the built site alone. */
  services?: RouteServices | undefined;
  /** The proxies whose forwarded address and scheme are believed (TRUST_PROXY, services.ts). */
  trustProxy?: string[] | undefined;
  /** REQUEST_TIMEOUT_MS unless a test wants a short one. */
  requestTimeoutMs?: number | undefined;
}) {
  const requestLines = new RequestLines();
  /** The site's headers as raw lines, for the answers written below Fastify. */
  let rawHeaders = '';
  const app = Fastify({
    ...(log ? { loggerInstance: log } : { logger: false }),
    // One line per request once it is answered (server/logging.ts), errors with their stack.
    logController: requestLines,
    return503OnClosing: true,
    // Reached directly (no proxy in front to buffer the body), a request has a deadline.
    requestTimeout: requestTimeoutMs,
    connectionTimeout: IDLE_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
      connectionsCheckingInterval: TIMEOUT_CHECK_MS,
    },
    // Any body is at most 16 KB, as the forms are, unless its route says more (an
    // enquiry, a quote draft).
    bodyLimit: 16 * 1024,
    forceCloseConnections: 'idle',
    // The proxies that forward each visitor's address and scheme: nginx on this machine
    // unless TRUST_PROXY names others; nobody else is believed. Never the host: hostAsSent
    // drops X-Forwarded-Host (nginx clears it too).
    trustProxy,
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

  const site = await loadSite(clientDir, manifest);
  const built = builtSite(site, { filesFromMemory });
  await app.register(hostAsSent);
  await app.register(helmetPlugin);
  await app.register(compressPlugin, {
    documents: site.documents,
    zlib: await precompressed(site.documents),
  });
  await app.register(staticPlugin, { root: clientDir });
  await app.register(guards, { serverRoutes: services !== undefined });
  await app.register(health, { store: services?.store, backupCopy: services?.backupCopy });
  if (services) {
    await app.register(routeServices, services);
    await app.register(enquiries);
    await app.register(customerQuotes);
    await app.register(buyerPages);
    await app.register(staff);
  }
  await app.register(built.plugin);

  await app.ready();
  await built.remember(app);
  const probe = await app.inject({ method: 'OPTIONS', url: '/' });
  rawHeaders = policyHeaders(probe.headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  requestLines.quiet = false;
  return app;
}
