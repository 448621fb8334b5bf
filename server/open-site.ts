import { readFileSync } from 'node:fs';
import { createServer } from './app';
import { clientDir, manifestPath } from './paths';
import { openServices } from './services';
import type { Manifest } from './site/build';

/**
 * The whole server on the project's build, with its services from `settings` (read by
 * settings.ts from the environment a test or benchmark gives), not listening: for the
 * tests and the benchmarks, which ask it through Fastify's inject.
 */
export async function openSite(
  options: Parameters<typeof openServices>[0] & { requestTimeoutMs?: number },
) {
  const services = await openServices(options);
  try {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    const app = await createServer({
      clientDir,
      manifest,
      services: services.routes,
      trustProxy: services.trustProxy,
      requestTimeoutMs: options.requestTimeoutMs,
      log: options.log,
    });
    return {
      app,
      store: services.store,
      async close() {
        await app.close();
        await services.close();
      },
    };
  } catch (error) {
    await services.close();
    throw error;
  }
}
