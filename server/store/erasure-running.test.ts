/**
 * Erasure on a running server, on the embedded store: the production server (`node
 * scripts/start.js`, what `npm start` runs) as a child process, with its outbox sending to
 * a real SMTP server, its sessions and its retention sweep, takes an enquiry, a quote staff
 * typed and sent, the customer's two requests for changes and a revised draft; staff erase
 * the enquiry, and the server is stopped normally (SIGTERM). None of the erased words is
 * left in any file of DATA_DIR: the database, its WAL and shared memory, anything else.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, test } from 'vitest';
import { freePort, startChildServer } from '../../support/child-server.js';
import { eventually } from '../../support/site';
import { startSmtp } from '../../support/smtp.js';
import { hashPassword } from '../staff/passwords';
import { openStore, SQLITE_FILE } from './connect';
import { addStaff } from './staff';
import { startSession } from './sessions';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Words no other row holds, one for each place the enquiry's words are kept. */
const WORDS = {
  name: 'Zebedee Quartermain',
  message: 'Marrowby-enquiry-words',
  description: 'Installation at Jane Doe flat Dunmore-line-words',
  leadTime: 'Call 07700 900123 Kelvinhaugh-lead-words',
  note: 'Ardnamurchan-note-to-customer',
  internal: 'Strathbungo-internal-note',
  firstAsk: 'Please add a Ballachulish-first-request',
  secondAsk: 'And a Tighnabruaich-second-request',
  draft: 'Revised Cairnryan-draft-line',
};

/** Every file under `dir`, with which of `words` its bytes hold. */
function filesHolding(dir: string, words: readonly string[]) {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) {
        walk(path);
        continue;
      }
      const bytes = readFileSync(path);
      for (const word of words) if (bytes.includes(word)) found.push(`${name}: ${word}`);
    }
  };
  walk(dir);
  return found;
}

test('after an erasure and a normal stop, no file of the embedded store holds the erased words', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-erase-'));
  dirs.push(dataDir);
  // Staff and a session made before the server starts, on a store closed again.
  const before = await openStore({ dataDir });
  const staff = await startSession(
    before,
    await addStaff(before, 'morag@example.co.uk', await hashPassword('Tall ships on the Clyde')),
  );
  await before.close();

  const smtp = await startSmtp();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startChildServer({
    port,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: smtp.url,
      ENQUIRY_TO: 'sales-team@example.test',
      PUBLIC_ORIGIN: origin,
      BACKUP_DIR: '',
      LOG_LEVEL: 'warn',
    },
    readyPath: '/',
  });
  const exited = server.exited();
  try {
    const staffPost = (path: string, fields: Record<string, string> = {}) =>
      fetch(`${origin}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          origin,
          cookie: `staff_session=${staff.id}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ _csrf: staff.csrfToken, ...fields }),
      });
    const staffGet = (path: string) =>
      fetch(`${origin}${path}`, { headers: { cookie: `staff_session=${staff.id}` } });
    // Each e-mail's bytes without quoted-printable's soft line breaks.
    const mails = () => smtp.received.map(({ raw }) => raw.replace(/=\r?\n/g, ''));
    const mailsWith = (words: string) => mails().filter((raw) => raw.includes(words));

    const sent = await fetch(`${origin}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'contact',
        name: WORDS.name,
        email: 'zebedee@example.co.uk',
        phone: '0141 496 0000',
        subject: 'general',
        message: `Please measure the back wall. ${WORDS.message}.`,
        idempotencyKey: `erase-running-${process.pid}`,
      }),
    });
    assert.equal(sent.status, 201);
    const { reference } = (await sent.json()) as { reference: string };
    await eventually(() => mailsWith(WORDS.message).length === 1);
    const inbox = await (await staffGet(`/staff?search=${reference}`)).text();
    const id = /\/staff\/enquiries\/([\w-]+)/.exec(inbox)?.[1] ?? '';
    assert.ok(id, 'the enquiry is in the inbox');
    assert.equal(
      (await staffPost(`/staff/enquiries/${id}/notes`, { note: WORDS.internal })).status,
      303,
    );

    // Staff type a quote and send it: its e-mail carries the customer's link.
    const quotePath = `/staff/enquiries/${id}/quote`;
    const revision = async () =>
      /name="revision" value="(\d+)"/.exec(await (await staffGet(quotePath)).text())?.[1] ?? '';
    assert.equal((await staffPost(`${quotePath}/open`)).status, 303);
    const quoteSent = await staffPost(quotePath, {
      revision: await revision(),
      action: 'send',
      validUntil: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      note: WORDS.note,
      'line-0-description': WORDS.description,
      'line-0-quantity': '1',
      'line-0-price': '450.00',
      'line-0-lead': WORDS.leadTime,
      'line-0-product': '',
    });
    assert.equal(quoteSent.status, 303, await quoteSent.text());
    await eventually(() => mailsWith(WORDS.description).length === 1);
    const link = new RegExp(`${origin}/quotes/[\\w-]+`).exec(
      mailsWith(WORDS.description)[0] ?? '',
    )?.[0];
    assert.ok(link, 'the customer has a link');

    // The customer asks for changes twice.
    for (const message of [WORDS.firstAsk, WORDS.secondAsk]) {
      const page = await (await fetch(link)).text();
      const asked: Response = await fetch(`${link}/changes`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          version: /name="version" value="(\d+)"/.exec(page)?.[1] ?? '',
          _form: /name="_form" value="([\w-]+)"/.exec(page)?.[1] ?? '',
          message,
        }),
      });
      assert.equal(asked.status, 200);
      await eventually(() => mailsWith(message).length === 1);
    }

    // Staff open v2 and save a draft of it.
    assert.equal((await staffPost(`${quotePath}/open`)).status, 303);
    const saved = await staffPost(quotePath, {
      revision: await revision(),
      action: 'save',
      validUntil: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      note: WORDS.note,
      'line-0-description': WORDS.draft,
      'line-0-quantity': '1',
      'line-0-price': '450.00',
      'line-0-lead': WORDS.leadTime,
      'line-0-product': '',
    });
    assert.equal(saved.status, 303, await saved.text());
    // The words are there to be found: the check can fail.
    assert.ok(filesHolding(dataDir, Object.values(WORDS)).length > 0);

    assert.equal((await staffPost(`/staff/enquiries/${id}/erase`)).status, 303);
    const page = await (await staffGet(`/staff/enquiries/${id}`)).text();
    assert.deepEqual(
      Object.values(WORDS).filter((words) => page.includes(words)),
      [],
      "the erased enquiry's page shows none of its words",
    );

    server.child.kill('SIGTERM');
    assert.equal(await exited, 0);
    assert.deepEqual(filesHolding(dataDir, Object.values(WORDS)), []);
    // The store closed cleanly: its WAL checkpointed and gone, with its shared memory.
    assert.deepEqual(
      readdirSync(dataDir).filter((name) => name.startsWith(`${SQLITE_FILE}-`)),
      [],
    );
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await exited;
    await smtp.close();
  }
});
