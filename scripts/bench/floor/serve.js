// @ts-check
/**
 * Serves the built floor page on 127.0.0.1 as the site's server serves its files: the
 * same @fastify/static with the build's .br and .gz copies (`preCompressed`) for its script,
 * and the page itself compressed by @fastify/compress with the site's settings (Brotli or
 * gzip as the browser asks).
 */
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { onInterrupt } from '../processes.js';

/**
 * @param {{ root: string; port: number }} options
 * @returns {Promise<{ origin: string; stop: () => Promise<void> }>}
 */
export async function startFloorServer({ root, port }) {
  const app = Fastify({ logger: false });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyStatic, { root, preCompressed: true, dotfiles: 'deny' });
  await app.listen({ host: '127.0.0.1', port });
  const stop = async () => {
    unregister();
    await app.close();
  };
  const unregister = onInterrupt(stop);
  return { origin: `http://127.0.0.1:${port}`, stop };
}
