// @ts-check
import { relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createTransport } from 'nodemailer';
import { enquiryMail } from './mail/message.js';
import { startOutbox } from './mail/outbox.js';
import { startRetention } from './enquiries/retention.js';
import { buildDir, domainModule } from './paths.js';
import { openStore } from './store/connect.js';

/**
 * What the server owns beside the built site: the store, the email worker and the
 * retention sweep, all from the settings (README, "Settings"):
 *   DATA_DIR      the embedded store's folder (default ./data)
 *   DATABASE_URL  postgres://... : PostgreSQL instead, shared by several instances
 *   SMTP_URL      smtp://user:pass@host:port : email each enquiry to ENQUIRY_TO
 *   ENQUIRY_TO    default: the sales address in app/content/site.ts
 *   ENQUIRY_FROM  default: "<business> website <sales address>"
 *   PUBLIC_ORIGIN the site's address in email links (default: the site configuration's)
 *   ENQUIRY_RATE_LIMIT  enquiries per address per 10 minutes (default 5)
 *
 * `domain` is the forms' rules and prices: the build's (build/server/server.js) unless the
 * development server passes them from the sources.
 *
 * @param {{ env: NodeJS.ProcessEnv; log?: import('fastify').FastifyBaseLogger; mailPollMs?: number; mailBackoffMs?: number; domain?: import('./enquiries/present.js').Domain }} options
 */
export async function openServices({ env, log, mailPollMs, mailBackoffMs, ...options }) {
  /** @type {import('./enquiries/present.js').Domain} */
  const domain = options.domain ?? (await import(pathToFileURL(domainModule).href));
  const dataDir = resolve(env.DATA_DIR || 'data');
  if (!relative(buildDir, dataDir).startsWith('..')) {
    throw new Error(
      `DATA_DIR (${dataDir}) must not be inside the build, which is replaced on every build`,
    );
  }
  const store = await openStore({ databaseUrl: env.DATABASE_URL || undefined, dataDir });
  const origin = (env.PUBLIC_ORIGIN || domain.site.origin).replace(/\/+$/, '');
  const outbox = env.SMTP_URL
    ? startOutbox({
        store,
        transport: createTransport({
          url: env.SMTP_URL,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        }),
        compose: enquiryMail({
          domain,
          to: env.ENQUIRY_TO || domain.site.email,
          from: env.ENQUIRY_FROM || `"${domain.site.name} website" <${domain.site.email}>`,
          origin,
        }),
        pollMs: mailPollMs,
        backoffMs: mailBackoffMs,
        log,
      })
    : undefined;
  const retention = startRetention({ store, log });
  const max = Number(env.ENQUIRY_RATE_LIMIT || 5);
  if (!Number.isInteger(max) || max < 1) {
    throw new Error(
      `ENQUIRY_RATE_LIMIT must be a whole number of enquiries, not "${env.ENQUIRY_RATE_LIMIT}"`,
    );
  }

  return {
    store,
    /** @type {import('./enquiries/routes.js').EnquiryOptions} */
    enquiries: {
      store,
      domain,
      mailConfigured: outbox !== undefined,
      wakeOutbox: () => outbox?.wake(),
      rateLimit: { max, timeWindow: 10 * 60 * 1000 },
    },
    async close() {
      await Promise.all([outbox?.stop(), retention.stop()]);
      await store.close();
    },
  };
}
