import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import { site } from '../app/content/site';
import { startRetention } from './enquiries/retention';
import { enquiryMail } from './mail/message';
import { buyerLinkMail } from './mail/buyer-link-mail';
import { invoiceMail } from './mail/invoice-mail';
import { startOutbox, type Compose } from './mail/outbox';
import { orderMail } from './mail/order-mail';
import { orderConfirmedMail } from './mail/order-confirmed-mail';
import { quoteMail } from './mail/quote-mail';
import { reminderMail } from './mail/reminder-mail';
import { startReminders } from './mail/reminder-sweep';
import { quoteLinks } from './auth/links';
import { openRenderPool } from './plugins/render-pool';
import { keptDocumentPdfs } from './quotes/pdf/kept-documents';
import { QUOTE_PDF_WORKER } from './quotes/pdf/renderer';
import { pino } from 'pino';
import { storedLinkKey } from './store/keys';
import { backupDir, type Settings } from './settings';
import { copyFreshness } from './store/backup-copy';
import { startBackups } from './store/backup';
import { openStore, type Store } from './store/connect';
import type { OutboxKind } from './store/schema';
import type { RouteServices } from './plugins/services';

export interface Services {
  store: Store;
  /** The proxies whose forwarded address and scheme are believed (TRUST_PROXY). */
  trustProxy: string[];
  /** What the rooms read from the instance (plugins/services.ts). */
  routes: RouteServices;
  close(): Promise<void>;
}

/**
 * What the server owns beside the built site: the store, the email worker, the retention
 * sweep and the backups, from the settings read at start (settings.ts; docs/operating.md, "Settings").
 * Without SMTP_URL no e-mail is sent (each is kept as not sent); ENQUIRY_FROM, unset, is
 * the business's name ("<business> website" on the enquiry e-mails) and sales address.
 * `clock` is what every dated rule reads (a quote's Valid until): a test gives its own.
 */
export async function openServices({
  settings,
  log,
  mailPollMs,
  mailBackoffMs,
  clock = () => new Date(),
}: {
  settings: Settings;
  log?: FastifyBaseLogger;
  mailPollMs?: number;
  mailBackoffMs?: number;
  clock?: () => Date;
}): Promise<Services> {
  const store = await openStore({
    databaseUrl: settings.DATABASE_URL,
    dataDir: settings.DATA_DIR,
    log,
  });
  const origin = settings.PUBLIC_ORIGIN;
  let links;
  try {
    // QUOTE_LINK_KEY when set, else the key the store keeps (made on its first start,
    // store/keys.ts), so every instance on one PostgreSQL signs and reads the same links.
    const key = settings.QUOTE_LINK_KEY ?? (await storedLinkKey(store));
    links = quoteLinks({ key, origin });
  } catch (error) {
    await store.close();
    throw error;
  }
  const team = settings.ENQUIRY_TO;
  const from = settings.ENQUIRY_FROM ?? `"${site.name} website" <${site.email}>`;
  const enquiryCompose = enquiryMail({ to: team, from, origin });
  const quoteCompose = quoteMail({
    store,
    links,
    team,
    from: settings.ENQUIRY_FROM ?? `"${site.name}" <${site.email}>`,
    origin,
  });
  const orderCompose = orderMail({
    store,
    links,
    from: settings.ENQUIRY_FROM ?? `"${site.name}" <${site.email}>`,
    origin,
  });
  const confirmedCompose = orderConfirmedMail({
    store,
    links,
    from: settings.ENQUIRY_FROM ?? `"${site.name}" <${site.email}>`,
    origin,
  });
  // The invoice and credit note e-mails attach their PDF, made in a render thread of the
  // mail's own (one: the e-mails go one at a time) so the server's thread goes on answering.
  const mailLog = log ?? pino({ enabled: false });
  const mailRenders = settings.SMTP_URL
    ? openRenderPool({
        threads: 1,
        queue: settings.RENDER_QUEUE,
        worker: QUOTE_PDF_WORKER,
        log: mailLog,
      })
    : undefined;
  const invoiceCompose =
    mailRenders &&
    invoiceMail({
      store,
      links,
      pdfs: keptDocumentPdfs({ store, pool: mailRenders, now: clock }),
      from: settings.ENQUIRY_FROM ?? `"${site.name}" <${site.email}>`,
      origin,
      log: mailLog,
    });
  const reminderCompose = reminderMail({
    store,
    links,
    from: settings.ENQUIRY_FROM ?? `"${site.name}" <${site.email}>`,
    origin,
  });
  const buyerLinkCompose = buyerLinkMail({
    store,
    links,
    from: settings.ENQUIRY_FROM ?? `"${site.name}" <${site.email}>`,
    origin,
    clock,
  });
  // Each kind's letter; the quote's e-mails (to the customer and to the team) otherwise.
  const composers: Partial<Record<OutboxKind, Compose>> = {
    enquiry: enquiryCompose,
    'order-step': orderCompose,
    'order-confirmed': confirmedCompose,
    ...(invoiceCompose ? { invoice: invoiceCompose, 'credit-note': invoiceCompose } : {}),
    'invoice-reminder': reminderCompose,
    'buyer-link': buyerLinkCompose,
  };
  const outbox = settings.SMTP_URL
    ? startOutbox({
        store,
        transport: createTransport({
          url: settings.SMTP_URL,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        }),
        compose: (enquiry, job) => (composers[job.kind] ?? quoteCompose)(enquiry, job),
        pollMs: mailPollMs,
        backoffMs: mailBackoffMs,
        log,
      })
    : undefined;
  const retention = startRetention({ store, log });
  const reminders = startReminders({
    store,
    mail: outbox ? 'pending' : 'not-configured',
    wake: () => outbox?.wake(),
    clock,
    log,
  });
  const backups = startBackups({ settings, log, clock });
  const started = clock();
  const copyDir = backupDir(settings);

  return {
    store,
    trustProxy: settings.TRUST_PROXY,
    routes: {
      store,
      links,
      clock,
      mail: { state: outbox ? 'pending' : 'not-configured', wake: () => outbox?.wake() },
      renders: { threads: settings.RENDER_THREADS, queue: settings.RENDER_QUEUE },
      enquiryRate: { max: settings.ENQUIRY_RATE_LIMIT, timeWindow: 10 * 60 * 1000 },
      ...(settings.BACKUP_COPY_TO && {
        backupCopy: () =>
          copyFreshness({
            backupDir: copyDir,
            every: settings.BACKUP_EVERY,
            now: clock(),
            since: started,
          }),
      }),
    },
    async close() {
      backups.stop();
      await Promise.all([outbox?.stop(), retention.stop(), reminders.stop()]);
      await mailRenders?.close();
      await store.close();
    },
  };
}
