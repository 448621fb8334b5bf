import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** The site's security headers; each page's Content-Security-Policy is set where it is sent. */
export const helmetPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: false,
      strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
    });
  },
  { name: 'helmet-settings' },
);
