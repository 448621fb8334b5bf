import formbody from '@fastify/formbody';
import fp from 'fastify-plugin';

/**
 * Plain form posts (application/x-www-form-urlencoded), for the pages that work without
 * JavaScript; each room that takes them registers it with its own body limit. `formsOnly`:
 * the room takes nothing else, so JSON or text is refused (415) before it is read.
 */
export const formbodyPlugin = fp<{ bodyLimit: number; formsOnly?: true }>(
  async (app, { bodyLimit, formsOnly }) => {
    if (formsOnly) app.removeAllContentTypeParsers();
    await app.register(formbody, { bodyLimit });
  },
  { name: 'formbody-settings' },
);
