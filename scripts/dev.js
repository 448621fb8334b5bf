// @ts-check
/**
 * `npm run dev`: the site from the sources with hot reload. Each page is rendered the way
 * the build pre-renders it (app/prerender/entry.server.tsx), then hydrated by
 * app/boot/entry.client.ts and app/boot/start.ts. The forms post to the production server's
 * own routes, on the store the settings name (docs/operating.md, "Settings"; default ./data), and the staff inbox is served as in
 * production; the brochure is made from the sources when asked for. The server's rooms
 * (server/, TypeScript) are loaded from the sources through Vite, once at start: restart
 * after changing server/ or app/enquiries.
 */
import { createServer as createHttpServer } from 'node:http';
import { extname } from 'node:path';
import Fastify from 'fastify';
import { pino } from 'pino';
import { createServer } from 'vite';
import { renderBrochurePdf } from './brochure-pdf.js';

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

const port = Number(process.env.PORT ?? 5173);
const host = process.env.HOST ?? '127.0.0.1';
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });

/** The renderer as it is now: Vite reloads it when a source changes. */
async function renderer() {
  const module = await vite.ssrLoadModule('/app/prerender/entry.server.tsx');
  return /** @type {typeof import('../app/prerender/entry.server')} */ (module);
}

/** The server's own rooms, from the sources (the development server's loader is Vite). */
const {
  customerQuotes,
  disposition,
  enquiries,
  health,
  loggerOptions,
  RequestLines,
  openServices,
  readSettings,
  routeServices,
  serverPath,
  SettingError,
  staff,
} = /** @type {typeof import('../server/tools')} */ (await vite.ssrLoadModule('/server/tools.ts'));
// The production server's settings, read as `npm start` reads them (server/settings.ts).
const settings = (() => {
  try {
    return readSettings();
  } catch (error) {
    if (!(error instanceof SettingError)) throw error;
    for (const problem of error.problems) console.error(`error: ${problem}`);
    process.exit(1);
  }
})();
// The production server's log lines, printed readably (pino-pretty).
const log = pino({
  ...loggerOptions(settings.LOG_LEVEL),
  transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname', singleLine: true } },
});
const services = await openServices({ settings, log });
const requestLines = new RequestLines();
requestLines.quiet = false;
const api = Fastify({ loggerInstance: log, logController: requestLines });
await api.register(health, { store: services.store });
await api.register(routeServices, services.routes);
await api.register(enquiries);
await api.register(customerQuotes);
await api.register(staff);
await api.ready();

const server = createHttpServer((request, response) => {
  const url = request.url ?? '/';
  const path = new URL(url, 'http://localhost').pathname;
  // The paths the production server answers itself rather than from the build.
  if (serverPath(path)) {
    api.routing(request, response);
    return;
  }
  vite.middlewares(request, response, async () => {
    try {
      const pageRenderer = await renderer();
      const { renderPage, resourceFiles, isRoutedPath } = pageRenderer;
      if (path === pageRenderer.brochureModel().file.path) {
        const { pdf } = await renderBrochurePdf(pageRenderer);
        response.setHeader('Content-Type', 'application/pdf');
        response.setHeader('Content-Disposition', disposition(path) ?? 'attachment');
        response.end(pdf);
        return;
      }
      const resource = resourceFiles[path];
      if (resource) {
        response.setHeader('Content-Type', CONTENT_TYPES[extname(path)] ?? 'text/plain');
        response.end(resource());
        return;
      }
      // As in production: an unknown path shows the home page, with status 404.
      response.statusCode = isRoutedPath(path) ? 200 : 404;
      const page = await renderPage(path);
      const html = await vite.transformIndexHtml(
        url,
        page.replace(
          '</head>',
          '<script type="module" src="/app/boot/entry.client.ts" data-start="/app/boot/start.ts"></script></head>',
        ),
      );
      // Vite indents what it adds to the head; React would take the spaces for content.
      const headEnd = html.indexOf('</head>');
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(html.slice(0, headEnd).replace(/>\s+</g, '><') + html.slice(headEnd));
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      console.error(error);
      response.statusCode = 500;
      response.end(String(error instanceof Error ? error.stack : error));
    }
  });
});
server.listen(port, host, () =>
  console.log(`Development server on http://${host}:${port} (${services.store.describe})`),
);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, async () => {
    server.close();
    await Promise.all([vite.close(), api.close(), services.close()]);
    process.exit(0);
  });
}
