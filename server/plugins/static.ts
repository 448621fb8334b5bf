import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * reply.sendFile for the build's files, with their .br and .gz copies. It serves nothing
 * by itself (`serve: false`): the site's route decides which paths are files.
 */
export const staticPlugin = fp<{ root: string }>(
  async (app, { root }) => {
    await app.register(fastifyStatic, {
      root,
      serve: false,
      preCompressed: true,
      cacheControl: false,
      index: false,
      dotfiles: 'deny',
    });
  },
  { name: 'static-settings' },
);
