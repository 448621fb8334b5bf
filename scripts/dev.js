// @ts-check
/**
 * `npm run dev`: the site from the sources with hot reload. Each page is rendered the way
 * the build pre-renders it (app/entry.server.tsx), then hydrated by app/entry.client.ts
 * and app/start.ts. The forms post to the production server's own routes, on the store the
 * settings name (README, "Settings"; default ./data), and the staff inbox is served as in
 * production; the brochure is made from the sources when asked for. The forms' rules are
 * read from the sources at start: restart after changing app/enquiries.
 */
import { createServer as createHttpServer } from 'node:http';
import { extname } from 'node:path';
import Fastify from 'fastify';
import { createServer } from 'vite';
import { disposition } from '../server/app.js';
import { ENQUIRY_PATH, enquiryRoutes } from '../server/enquiries/routes.js';
import { openServices } from '../server/services.js';
import { staffRoutes } from '../server/staff/routes.js';
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
  const module = await vite.ssrLoadModule('/app/entry.server.tsx');
  return /** @type {typeof import('../app/entry.server')} */ (module);
}

/** @type {import('../server/enquiries/present.js').Domain} */
const domain = /** @type {any} */ (await vite.ssrLoadModule('/app/enquiries/server.ts'));
const services = await openServices({ env: process.env, domain });
const api = Fastify({ logger: false });
await api.register(enquiryRoutes, services.enquiries);
await api.register(staffRoutes, { store: services.store, domain });
await api.ready();

/** The paths the production server answers itself rather than from the build. @param {string} path */
const servedByApi = (path) =>
  path === ENQUIRY_PATH ||
  path.startsWith('/enquiries/') ||
  path === '/staff' ||
  path.startsWith('/staff/');

const server = createHttpServer((request, response) => {
  const url = request.url ?? '/';
  const path = new URL(url, 'http://localhost').pathname;
  if (servedByApi(path)) {
    api.routing(request, response);
    return;
  }
  vite.middlewares(request, response, async () => {
    try {
      const pageRenderer = await renderer();
      const { renderPage, resourceFiles, moduleAt, NOT_FOUND_MODULE } = pageRenderer;
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
      response.statusCode = moduleAt(path) === NOT_FOUND_MODULE ? 404 : 200;
      const page = await renderPage(path);
      const html = await vite.transformIndexHtml(
        url,
        page.replace(
          '</head>',
          '<script type="module" src="/app/entry.client.ts" data-start="/app/start.ts"></script></head>',
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
