/**
 * `npm run dev` (scripts/dev.js), started as a developer starts it: pages from the sources,
 * and the forms, their confirmations, the staff inbox and the brochure answered as the
 * production server answers them, on an embedded store of the test's own.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, test } from 'vitest';
import { startChildServer } from '../../support/child-server.js';
import { contactAnswers } from '../../support/site';

let dev: Awaited<ReturnType<typeof startChildServer>>;
const dataDir = mkdtempSync(join(tmpdir(), 'storefront-dev-'));

beforeAll(async () => {
  dev = await startChildServer({
    script: 'scripts/dev.js',
    readyText: 'Development server on',
    env: { DATA_DIR: dataDir, ENQUIRY_RATE_LIMIT: '1000' },
    timeoutMs: 60_000,
  });
});
afterAll(async () => {
  dev?.child.kill('SIGTERM');
  await dev?.exited();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the development server renders pages from the sources', async () => {
  const response = await fetch(`${dev.url}/contact`);
  assert.equal(response.status, 200);
  const html = await response.text();
  assert.match(html, /<h1[^>]*>[^<]*Contact/);
  assert.match(html, /src="\/app\/boot\/entry\.client\.ts" data-start="\/app\/boot\/start\.ts"/);
});

test('a form sent on the development server is stored and confirmed, and the inbox asks for a sign-in', async () => {
  const sent = await fetch(`${dev.url}/api/enquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      kind: 'contact',
      ...contactAnswers,
      website: '',
      idempotencyKey: randomUUID(),
    }),
  });
  assert.equal(sent.status, 201);
  const { reference, confirmationUrl } = await sent.json();
  assert.match(reference, /^CS-\d{6}$/);

  const confirmation = await fetch(`${dev.url}${confirmationUrl}`);
  assert.equal(confirmation.status, 200);
  assert.match(await confirmation.text(), new RegExp(reference));

  const inbox = await fetch(`${dev.url}/staff`, { redirect: 'manual' });
  assert.equal(inbox.status, 303);
  assert.match(inbox.headers.get('location') ?? '', /^\/staff\/sign-in/);
});

test('the brochure is made from the sources when asked for', async () => {
  const page = await (await fetch(`${dev.url}/products`)).text();
  const [, path] = page.match(/href="(\/[\w-]+\.pdf)"/) ?? [];
  assert.ok(path, 'the products page links to the brochure');
  const response = await fetch(`${dev.url}${path}`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('content-type'), 'application/pdf');
  assert.match(response.headers.get('content-disposition') ?? '', /^attachment/);
  assert.equal(
    Buffer.from(await response.arrayBuffer())
      .subarray(0, 5)
      .toString(),
    '%PDF-',
  );
});
