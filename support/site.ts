/**
 * The production server as `npm start` builds it (the project's real build and
 * server/services.ts), on a store and mail server of the test's choosing, answered
 * through Fastify's inject: no port, and the test can set the client's address.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openSite } from '../server/open-site';
import { readSettings } from '../server/settings';

export async function startSite({
  databaseUrl,
  smtpUrl,
  env = {},
  dataDir,
  clock,
  log,
  mailBackoffMs = 100,
}: {
  databaseUrl?: string | undefined;
  smtpUrl?: string | undefined;
  env?: NodeJS.ProcessEnv;
  dataDir?: string;
  /** What the server takes for now (a quote's Valid until): the test's own clock. */
  clock?: () => Date;
  /** A pino logger to write the server's log to (none by default). */
  log?: import('fastify').FastifyBaseLogger;
  /** The outbox's first wait after a refusal (doubling after each): short unless a test holds a failure. */
  mailBackoffMs?: number;
} = {}) {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'storefront-data-'));
  const site = await openSite({
    settings: readSettings({
      DATA_DIR: dir,
      // Every address is counted, the tests' own loopback too: a test of the limit sets its own.
      ENQUIRY_RATE_LIMIT: '1000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(smtpUrl ? { SMTP_URL: smtpUrl, ENQUIRY_TO: 'sales-team@example.test' } : {}),
      ...env,
    }),
    mailPollMs: 100,
    mailBackoffMs,
    ...(clock ? { clock } : {}),
    ...(log ? { log } : {}),
  });
  return {
    app: site.app,
    store: site.store,
    dataDir: dir,
    async close({ keepData = false } = {}) {
      await site.close();
      if (!keepData && !dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The contact form's answers, as a visitor types them. */
export const contactAnswers = {
  name: 'Morag Campbell',
  email: 'morag@example.co.uk',
  phone: '0141 496 0000',
  subject: 'general',
  message: 'Do you fit shelving in Paisley?',
};

export function formBody(fields: Record<string, string>) {
  return new URLSearchParams(fields).toString();
}

let keys = 0;
/** A fresh idempotency key, as the app makes one per enquiry. */
export function newKey() {
  keys += 1;
  return `test-key-${process.pid}-${Date.now()}-${keys}`;
}

/** `from`: a visitor's address, forwarded by the local proxy. */
export function postJson(
  app: FastifyInstance,
  body: Record<string, unknown>,
  { from }: { from?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/enquiries',
    headers: { 'content-type': 'application/json', ...(from ? { 'x-forwarded-for': from } : {}) },
    payload: JSON.stringify(body),
  });
}

export function postForm(
  app: FastifyInstance,
  fields: Record<string, string>,
  { from }: { from?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/enquiries',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(from ? { 'x-forwarded-for': from } : {}),
    },
    payload: formBody(fields),
  });
}

/** Waits until `check` holds (mail arrives in the background). */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
