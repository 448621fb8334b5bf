/**
 * One quote-link key per store (issue 36, item 4): `npm start` on PostgreSQL from a fresh
 * clone (no data folder) serves; two instances on one PostgreSQL, started at once, sign
 * and read the same links, so the link staff see on one is the link the customer was sent
 * from the other, and it opens on both; the embedded store moves its old key file into
 * the store, so the links already sent keep working.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, test } from 'vitest';
import { startChildServer } from '../../support/child-server.js';
import { startPostgres } from '../../support/postgres.js';
import { contactAnswers, newKey, postJson, startSite } from '../../support/site';
import { hashPassword } from '../staff/passwords';
import { OLD_LINK_KEY_FILE } from '../store/keys';
import { addStaff } from '../store/staff';
import { startSession } from '../store/sessions';
import { quoteLinks } from '../auth/links';

const NOW = new Date('2026-11-25T10:00:00Z');

let postgres: Awaited<ReturnType<typeof startPostgres>>;
const dirs: string[] = [];
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(() => {
  postgres?.kill();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function freshDir() {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-key-'));
  dirs.push(dir);
  return dir;
}

type Site = Awaited<ReturnType<typeof startSite>>;
const ORIGIN = 'http://localhost:80';

async function staffSession(site: Site) {
  const account = await addStaff(
    site.store,
    `staff-${randomUUID()}@example.co.uk`,
    await hashPassword('Tall ships on the Clyde'),
  );
  return startSession(site.store, account);
}

/** The "Link for the customer" a member of staff sees on the enquiry's page. */
async function linkStaffSee(site: Site, enquiryId: string) {
  const session = await staffSession(site);
  const page = await site.app.inject({
    url: `/staff/enquiries/${enquiryId}`,
    headers: { cookie: `staff_session=${session.id}` },
  });
  assert.equal(page.statusCode, 200);
  // A read-only box that wraps (staff/pages/quote-panel.tsx).
  return /<textarea[^>]*id="customer-link"[^>]*>([^<]*)<\/textarea>/.exec(page.body)?.[1];
}

/** An enquiry, then its quote prepared and sent by staff through `site`'s inbox. */
async function sendQuote(site: Site) {
  const response = await postJson(site.app, {
    kind: 'contact',
    ...contactAnswers,
    idempotencyKey: newKey(),
  });
  const { reference } = response.json<{ reference: string }>();
  const { id } = await site.store.db
    .selectFrom('enquiries')
    .select('id')
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  const session = await staffSession(site);
  const post = (url: string, fields: Record<string, string>) =>
    site.app.inject({
      method: 'POST',
      url,
      headers: {
        cookie: `staff_session=${session.id}`,
        origin: ORIGIN,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ _csrf: session.csrfToken, ...fields }).toString(),
    });
  assert.equal((await post(`/staff/enquiries/${id}/quote/open`, {})).statusCode, 303);
  const editor = await site.app.inject({
    url: `/staff/enquiries/${id}/quote`,
    headers: { cookie: `staff_session=${session.id}` },
  });
  const sent = await post(`/staff/enquiries/${id}/quote`, {
    revision: /name="revision" value="(\d+)"/.exec(editor.body)?.[1] ?? '',
    action: 'send',
    validUntil: '2026-12-24',
    note: '',
    'line-0-description': 'Installation, Paisley',
    'line-0-quantity': '1',
    'line-0-price': '450.00',
    'line-0-lead': '',
    'line-0-product': '',
  });
  assert.equal(sent.statusCode, 303, sent.body);
  const link = await linkStaffSee(site, id);
  assert.ok(link, 'the link for the customer');
  const row = await site.store.db
    .selectFrom('quotes')
    .select(['id', 'link_nonce'])
    .where('enquiry_id', '=', id)
    .executeTakeFirstOrThrow();
  return { enquiryId: id, link, row: { id: row.id, link_nonce: String(row.link_nonce) } };
}

test('npm start on PostgreSQL serves with no data folder, and makes none', async () => {
  const databaseUrl = await postgres.createDatabase('fresh_clone');
  const dataDir = join(freshDir(), 'data');
  const server = await startChildServer({
    env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, QUOTE_LINK_KEY: '', LOG_LEVEL: 'info' },
    timeoutMs: 60_000,
  });
  try {
    const ready = await fetch(`${server.url}/readyz`);
    assert.equal(ready.status, 200);
    assert.equal(existsSync(dataDir), false, 'no data folder on PostgreSQL');
  } finally {
    server.child.kill('SIGTERM');
    await server.exited();
  }
});

test('two instances started at once on one PostgreSQL: the link staff see on the second is the one the first sent, and it opens on both', async () => {
  const databaseUrl = await postgres.createDatabase('two_instances');
  const [first, second] = await Promise.all([
    startSite({ databaseUrl, dataDir: freshDir(), clock: () => NOW }),
    startSite({ databaseUrl, dataDir: freshDir(), clock: () => NOW }),
  ]);
  try {
    const quote = await sendQuote(first);
    const shownOnSecond = await linkStaffSee(second, quote.enquiryId);
    assert.equal(shownOnSecond, quote.link, 'the second shows staff the link the customer has');
    const path = new URL(quote.link).pathname;
    for (const site of [first, second]) {
      const page = await site.app.inject({ url: path });
      assert.equal(page.statusCode, 200, 'the customer opens it on either instance');
    }
    const keys = await first.store.db.selectFrom('server_keys').selectAll().execute();
    assert.equal(keys.length, 1, 'one key, made once');
  } finally {
    await Promise.all([first.close(), second.close()]);
  }
});

test('the embedded store moves its old key file in: a link made with it still opens, with the file gone', async () => {
  const dataDir = freshDir();
  const oldKey = 'cd'.repeat(32);
  writeFileSync(join(dataDir, OLD_LINK_KEY_FILE), `${oldKey}\n`, { mode: 0o600 });
  const site = await startSite({ dataDir, clock: () => NOW });
  let path: string;
  try {
    const quote = await sendQuote(site);
    // The link the old code made with the key file: the one a customer already has.
    const old = quoteLinks({ key: Buffer.from(oldKey, 'hex'), origin: 'https://shop.test' });
    path = `/quotes/${old.token(quote.row)}`;
    assert.equal(new URL(quote.link).pathname, path);
    assert.equal((await site.app.inject({ url: path })).statusCode, 200);
  } finally {
    await site.close({ keepData: true });
  }
  rmSync(join(dataDir, OLD_LINK_KEY_FILE));
  const again = await startSite({ dataDir, clock: () => NOW });
  try {
    assert.equal(
      (await again.app.inject({ url: path })).statusCode,
      200,
      'the key is in the store',
    );
  } finally {
    await again.close();
  }
});

test('QUOTE_LINK_KEY, when set, is the key, not the stored one', async () => {
  const key = 'ef'.repeat(32);
  const site = await startSite({ env: { QUOTE_LINK_KEY: key }, clock: () => NOW });
  try {
    const quote = await sendQuote(site);
    const set = quoteLinks({ key: Buffer.from(key, 'hex'), origin: 'https://shop.test' });
    assert.equal(new URL(quote.link).pathname, `/quotes/${set.token(quote.row)}`);
  } finally {
    await site.close();
  }
});
