import Fastify, { type FastifyBaseLogger } from 'fastify';
import { enquiries, type EnquiryOptions } from './enquiries';
import { compressPlugin, precompressed } from './plugins/compress';
import { health } from './health';
import { RequestLines } from './logging';
import { helmetPlugin } from './plugins/helmet';
import { hostAsSent } from './plugins/same-origin';
import { staticPlugin } from './plugins/static';
import { loadSite, type Manifest } from './site/build';
import { guards } from './site/guards';
import { policyHeaders, refuseClient } from './site/headers';
import { decodePath, pathOf } from './site/request-path';
import { builtSite } from './site/routes';
import { customerQuotes } from './quotes';
import { LOOPBACK_PROXIES } from './settings';
import { staff } from './staff';

// Node's HTTP parser caps the request line and headers at 16 KiB, so the router never
// refuses a path as too long on its own: the onRequest hook answers 414 with the headers.
const MAX_ROUTER_PARAM_LENGTH = 16384;

/**
 * The production server, room by room: the site's headers and guards, the built site, and
 * with `enquiries` (services.ts) the enquiry routes, the customers' quotes under /quotes
 * and the staff inbox under /staff.
 * `filesFromMemory: false` reads every file from disk on every request (for comparison).
 */
export async function createServer({
  clientDir,
  manifest,
  log,
  filesFromMemory = true,
  enquiries: enquiryOptions,
  trustProxy = LOOPBACK_PROXIES,
}: {
  clientDir: string;
  manifest: Manifest;
  /** The log (pino, server/logging.ts); none: the server writes nothing (tests, benchmarks). */
  log?: FastifyBaseLogger | undefined;
  filesFromMemory?: boolean;
  enquiries?: EnquiryOptions | undefined;
  /** The proxies whose forwarded address and scheme are believed (TRUST_PROXY, services.ts). */
  trustProxy?: string[] | undefined;
}) {
  const requestLines = new RequestLines();
  /** The site's headers as raw lines, for the answers written below Fastify. */
  let rawHeaders = '';
  const app = Fastify({
    ...(log ? { loggerInstance: log } : { logger: false }),
    // One line per request once it is answered (server/logging.ts), errors with their stack.
    logController: requestLines,
    return503OnClosing: true,
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
  await app.register(guards, { serverRoutes: enquiryOptions !== undefined });
  await app.register(health, { store: enquiryOptions?.store });
  if (enquiryOptions) {
    await app.register(enquiries, enquiryOptions);
    await app.register(customerQuotes, enquiryOptions.quotes);
    await app.register(staff, enquiryOptions.quotes);
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
