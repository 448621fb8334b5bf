/**
 * An enquiry stored before the forms refused hidden characters (issue 25) is shown in the
 * staff inbox with each of them as "�": a text-direction override cannot turn the inbox's
 * text round, and a control character cannot reach the page. A rendering rule, the same on
 * either store: tested on the embedded one.
 */
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import { contactAnswers, newKey, postJson, startSite } from '../../support/site';
import { addStaff, startSession } from '../store/staff';

let site: Awaited<ReturnType<typeof startSite>>;
let cookie: string;
let id: string;

beforeAll(async () => {
  site = await startSite();
  const sent = await postJson(site.app, {
    kind: 'contact',
    ...contactAnswers,
    idempotencyKey: newKey(),
  });
  assert.equal(sent.statusCode, 201);
  // As a row written before the rule: straight into the store.
  const row = await site.store.db
    .updateTable('enquiries')
    .set({
      name: 'Morag \u202enellebmaC',
      company: 'Byres\u0007 Road Fittings\u2066',
      message: 'First line.\nSecond line \u202ereversed.',
    })
    .where('reference', '=', sent.json().reference)
    .returning('id')
    .executeTakeFirstOrThrow();
  id = row.id;
  const account = await addStaff(site.store, 'morag@example.co.uk', 'scrypt$not-used');
  const session = await startSession(site.store, account);
  cookie = `staff_session=${session.id}`;
});
afterAll(() => site?.close());

test("an old row's hidden characters show as � in the inbox and on the enquiry's page", async () => {
  for (const url of ['/staff', `/staff/enquiries/${id}`]) {
    const page = await site.app.inject({ url, headers: { cookie } });
    assert.equal(page.statusCode, 200, url);
    for (const hidden of ['\u0007', '\u202e', '\u2066']) {
      assert.ok(
        !page.body.includes(hidden),
        `${url} holds U+${hidden.codePointAt(0)?.toString(16)}`,
      );
    }
    assert.ok(page.body.includes('Morag \ufffdnellebmaC'), url);
  }
  const enquiry = await site.app.inject({ url: `/staff/enquiries/${id}`, headers: { cookie } });
  assert.ok(enquiry.body.includes('Byres\ufffd Road Fittings\ufffd'));
  // Line breaks are the message's own, and stay.
  assert.ok(enquiry.body.includes('First line.\nSecond line \ufffdreversed.'));
});
