import { relative, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import { site } from '../app/content/site';
import type { EnquiryOptions } from './enquiries';
import { startRetention } from './enquiries/retention';
import { enquiryMail } from './mail/message';
import { startOutbox } from './mail/outbox';
import { quoteMail } from './mail/quote-mail';
import { loadLinkKey, quoteLinks } from './quotes/links';
import { buildDir } from './paths';
import { SettingError, trustedProxies } from './settings';
import { renderPoolSettings } from './plugins/render-pool';
import { startBackups } from './store/backup';
import { openStore, type Store } from './store/connect';

export interface Services {
  store: Store;
  /** The proxies whose forwarded address and scheme are believed (TRUST_PROXY). */
  trustProxy: string[];
  enquiries: EnquiryOptions;
  close(): Promise<void>;
}

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
 *   QUOTE_LINK_KEY the key of the customers' quote links (default: made once in the store)
 *   TRUST_PROXY   the proxies (addresses or CIDR ranges) whose X-Forwarded-For and
 *                 X-Forwarded-Proto are believed (default: this machine's loopback)
 *   QUOTE_LINK_KEY the key of the customers' quote links (default: made in DATA_DIR)
 *   RENDER_THREADS, RENDER_QUEUE  quote PDFs made at once, and waiting (plugins/render-pool.ts)
 *   BACKUP_DIR    with it, a backup of the store every BACKUP_EVERY (default 1d), keeping
 *                 the newest BACKUP_KEEP (default 14)
 * `clock` is what every dated rule reads (a quote's Valid until): a test gives its own.
 */
export async function openServices({
  env,
  log,
  mailPollMs,
  mailBackoffMs,
  clock = () => new Date(),
}: {
  env: NodeJS.ProcessEnv;
  log?: FastifyBaseLogger;
  mailPollMs?: number;
  mailBackoffMs?: number;
  clock?: () => Date;
}): Promise<Services> {
  const dataDir = resolve(env.DATA_DIR || 'data');
  if (!relative(buildDir, dataDir).startsWith('..')) {
    throw new SettingError(
      `DATA_DIR (${dataDir}) must not be inside the build, which is replaced on every build`,
    );
  }
  const max = Number(env.ENQUIRY_RATE_LIMIT || 5);
  if (!Number.isInteger(max) || max < 1) {
    throw new SettingError(
      `ENQUIRY_RATE_LIMIT must be a whole number of enquiries, not "${env.ENQUIRY_RATE_LIMIT}"`,
    );
  }
  const trustProxy = trustedProxies(env.TRUST_PROXY);
  const renders = renderPoolSettings(env);
  const store = await openStore({ databaseUrl: env.DATABASE_URL || undefined, dataDir, log });
  const origin = (env.PUBLIC_ORIGIN || site.origin).replace(/\/+$/, '');
  let links;
  try {
    links = quoteLinks({ key: await loadLinkKey({ setting: env.QUOTE_LINK_KEY, store }), origin });
  } catch (error) {
    await store.close();
    throw error;
  }
  const team = env.ENQUIRY_TO || site.email;
  const from = env.ENQUIRY_FROM || `"${site.name} website" <${site.email}>`;
  const enquiryCompose = enquiryMail({ to: team, from, origin });
  const quoteCompose = quoteMail({
    store,
    links,
    team,
    from: env.ENQUIRY_FROM || `"${site.name}" <${site.email}>`,
    origin,
  });
  const outbox = env.SMTP_URL
    ? startOutbox({
        store,
        transport: createTransport({
          url: env.SMTP_URL,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        }),
        compose: (enquiry, job) =>
          job.kind === 'enquiry' ? enquiryCompose(enquiry, job) : quoteCompose(enquiry, job),
        pollMs: mailPollMs,
        backoffMs: mailBackoffMs,
        log,
      })
    : undefined;
  const retention = startRetention({ store, log });
  const backups = startBackups({ env, log });

  return {
    store,
    trustProxy,
    enquiries: {
      store,
      mailConfigured: outbox !== undefined,
      wakeOutbox: () => outbox?.wake(),
      rateLimit: { max, timeWindow: 10 * 60 * 1000 },
      quotes: {
        store,
        links,
        now: clock,
        mail: outbox ? 'pending' : 'not-configured',
        wakeOutbox: () => outbox?.wake(),
        renders,
      },
    },
    async close() {
      backups.stop();
      await Promise.all([outbox?.stop(), retention.stop()]);
      await store.close();
    },
  };
}
