import { cookiePlugin } from '../plugins/cookie';
import { formbodyPlugin } from '../plugins/formbody';
import { room } from '../plugins/services';
import { signIn } from './sign-in';
import { signedIn } from './signed-in';

/**
 * The staff room: the inbox under /staff. The sign-in is open; everything else is in the
 * signed-in scope (signed-in.ts), which checks the session once for all of it. Nothing
 * here is ever cached or indexed.
 */
export const staff = room('staff', async (app) => {
  await app.register(cookiePlugin);
  await app.register(formbodyPlugin, { bodyLimit: 16 * 1024, formsOnly: true });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex, nofollow');
    // Not no-referrer: with it, Chromium sends `Origin: null` on the pages' own form posts,
    // and the same-origin check needs the real origin.
    reply.header('referrer-policy', 'same-origin');
    return payload;
  });

  await app.register(signIn);
  await app.register(signedIn);
});
