// @ts-check
/**
 * The production server as `npm start` builds it (the project's real build and
 * server/services.js), on a store and mail server of the test's choosing, answered
 * through Fastify's inject: no port, and the test can set the client's address.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from '../../../server/app.js';
import { clientDir, manifestPath } from '../../../server/paths.js';
import { openServices } from '../../../server/services.js';

/**
 * @param {{ databaseUrl?: string; smtpUrl?: string; env?: NodeJS.ProcessEnv; dataDir?: string }} [options]
 */
export async function startSite({ databaseUrl, smtpUrl, env = {}, dataDir } = {}) {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'storefront-data-'));
  const services = await openServices({
    env: {
      DATA_DIR: dir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(smtpUrl ? { SMTP_URL: smtpUrl, ENQUIRY_TO: 'sales-team@example.test' } : {}),
      ...env,
    },
    mailPollMs: 100,
    mailBackoffMs: 100,
  });
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const app = await createServer({ clientDir, manifest, enquiries: services.enquiries });
  return {
    app,
    store: services.store,
    dataDir: dir,
    async close({ keepData = false } = {}) {
      await app.close();
      await services.close();
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

/** @param {Record<string, string>} fields */
export function formBody(fields) {
  return new URLSearchParams(fields).toString();
}

let keys = 0;
/** A fresh idempotency key, as the app makes one per enquiry. */
export function newKey() {
  keys += 1;
  return `test-key-${process.pid}-${Date.now()}-${keys}`;
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {Record<string, unknown>} body
 * @param {{ from?: string }} [options] a visitor's address, forwarded by the local proxy
 */
export function postJson(app, body, { from } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/enquiries',
    headers: { 'content-type': 'application/json', ...(from ? { 'x-forwarded-for': from } : {}) },
    payload: JSON.stringify(body),
  });
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {Record<string, string>} fields
 * @param {{ from?: string }} [options]
 */
export function postForm(app, fields, { from } = {}) {
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
/** @param {() => boolean | Promise<boolean>} check @param {number} [timeoutMs] */
export async function eventually(check, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
