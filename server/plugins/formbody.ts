import formbody from '@fastify/formbody';
import fp from 'fastify-plugin';

/**
 * Plain form posts (application/x-www-form-urlencoded), for the pages that work without
 * JavaScript; each room that takes them registers it with its own body limit.
 */
export const formbodyPlugin = fp<{ bodyLimit: number }>(
  async (app, { bodyLimit }) => {
    await app.register(formbody, { bodyLimit });
  },
  { name: 'formbody-settings' },
);
