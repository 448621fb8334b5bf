import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Cookies, for the staff inbox's session and its sign-in form's token. */
export const cookiePlugin = fp(
  async (app) => {
    await app.register(cookie);
  },
  { name: 'cookie-settings' },
);
