/**
 * Two steps on one quote at once, on every store the server supports (the embedded SQLite
 * file and a throwaway PostgreSQL): each repository writes a decision only over the state it
 * was decided on, so of two conflicting answers exactly one wins, and the other is refused
 * with what came first. Nothing is left half-written: one history line, one e-mail.
 */
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { startPostgres } from '../../support/postgres.js';
import { startSite } from '../../support/site';
import { LINK_KEY, links, sentQuote, STAFF, ADDRESSES } from '../../support/customer-test-kit';
import { findQuote } from '../quotes/lookup';
import { declineQuote, type CustomerQuote } from './customer-answers';
import { acceptQuote } from './accept-quote';
import { withdrawQuote } from './quotes';

let postgres: Awaited<ReturnType<typeof startPostgres>>;
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(() => postgres?.kill());

const NOW = new Date('2026-11-25T20:00:00Z');

for (const storeKind of ['sqlite', 'postgres'] as const) {
  describe(`races on ${storeKind}`, () => {
    let site: Awaited<ReturnType<typeof startSite>>;

    beforeAll(async () => {
      const databaseUrl =
        storeKind === 'postgres' ? await postgres.createDatabase('races') : undefined;
      site = await startSite({ databaseUrl, env: { QUOTE_LINK_KEY: LINK_KEY }, clock: () => NOW });
    });
    afterAll(async () => {
      await site?.close();
    });

    async function quoteFor() {
      const quote = await sentQuote(site.app, site.store, NOW);
      const found = await findQuote({ store: site.store, links }, quote.token);
      assert.ok(found);
      return { ...quote, found };
    }
    const stateOf = async (enquiryId: string) =>
      (
        await site.store.db
          .selectFrom('quotes')
          .select('state')
          .where('enquiry_id', '=', enquiryId)
          .executeTakeFirstOrThrow()
      ).state;
    const history = (enquiryId: string) =>
      site.store.db
        .selectFrom('enquiry_events')
        .select('kind')
        .where('enquiry_id', '=', enquiryId)
        .where('kind', 'in', ['quote-accepted', 'quote-declined', 'quote-withdrawn'])
        .execute();
    const mails = (enquiryId: string) =>
      site.store.db
        .selectFrom('outbox')
        .select('kind')
        .where('enquiry_id', '=', enquiryId)
        .where('kind', 'in', ['quote-accepted', 'quote-declined'])
        .execute();
    const accept = (found: CustomerQuote, name: string) =>
      acceptQuote(site.store, found, {
        version: 1,
        ...ADDRESSES,
        name,
        po: '',
        now: NOW,
        mail: 'pending',
      });
    const decline = (found: CustomerQuote) =>
      declineQuote(site.store, found, { reason: 'Too dear', now: NOW, mail: 'pending' });

    test('an acceptance and a decline sent at once: exactly one wins, the other is refused with it', async () => {
      for (let round = 0; round < 4; round += 1) {
        const { enquiryId, found } = await quoteFor();
        // Both were decided on the same Sent quote, as two browsers' posts would be.
        const [accepted, declined] = await Promise.all([accept(found, 'Morag'), decline(found)]);
        const winners = [accepted.kind === 'accepted', declined.kind === 'recorded'];
        assert.equal(winners.filter(Boolean).length, 1, `round ${round}: one winner`);
        const state = await stateOf(enquiryId);
        if (accepted.kind === 'accepted') {
          assert.equal(state, 'accepted');
          assert.deepEqual(declined, { kind: 'refused', why: 'accepted' });
        } else {
          assert.equal(state, 'declined');
          assert.deepEqual(accepted, { kind: 'refused', why: 'declined' });
        }
        assert.equal((await history(enquiryId)).length, 1, 'one step in the history');
        assert.equal((await mails(enquiryId)).length, 1, 'one e-mail to the team');
      }
    });

    test('two acceptances at once are one: one order, one copy to the customer, one e-mail to the team', async () => {
      const copies = (enquiryId: string) =>
        site.store.db
          .selectFrom('outbox')
          .select('kind')
          .where('enquiry_id', '=', enquiryId)
          .where('kind', '=', 'order-confirmed')
          .execute();
      for (let round = 0; round < 4; round += 1) {
        const { enquiryId, found } = await quoteFor();
        // Both decided on the same Sent quote, as a double click from two tabs would be.
        const both = await Promise.all([accept(found, 'Morag'), accept(found, 'Morag')]);
        assert.deepEqual(
          both.map((result) => (result.kind === 'accepted' ? result.repeat : result.kind)).sort(),
          [false, true],
          `round ${round}: one acceptance and its repeat`,
        );
        const orders = await site.store.db
          .selectFrom('orders')
          .select('id')
          .where('enquiry_id', '=', enquiryId)
          .execute();
        assert.equal(orders.length, 1, 'one order');
        assert.equal((await copies(enquiryId)).length, 1, 'one copy to the customer');
        assert.equal((await mails(enquiryId)).length, 1, 'one e-mail to the team');
      }
    });

    test('an answer decided on a quote that has changed since is decided again, not written over it', async () => {
      const { enquiryId, found } = await quoteFor();
      assert.equal((await accept(found, 'Morag')).kind, 'accepted');
      // `found` still says Sent: the write on Sent finds Accepted and writes nothing.
      assert.deepEqual(await decline(found), { kind: 'refused', why: 'accepted' });
      // A second acceptance of the same version is the first one, repeated.
      const again = await accept(found, 'Someone else');
      assert.ok(again.kind === 'accepted' && again.repeat);
      assert.equal(again.quote.accepted_name, 'Morag');
      assert.equal(await stateOf(enquiryId), 'accepted');
      assert.equal((await history(enquiryId)).length, 1);
    });

    test('a withdrawal and an acceptance at once: one wins, never both', async () => {
      for (let round = 0; round < 4; round += 1) {
        const { enquiryId, found } = await quoteFor();
        const [withdrawn, accepted] = await Promise.all([
          withdrawQuote(site.store, enquiryId, { staffEmail: STAFF, now: NOW }),
          accept(found, 'Morag'),
        ]);
        assert.equal([withdrawn, accepted.kind === 'accepted'].filter(Boolean).length, 1);
        assert.equal(await stateOf(enquiryId), withdrawn ? 'withdrawn' : 'accepted');
        if (withdrawn) assert.deepEqual(accepted, { kind: 'refused', why: 'withdrawn' });
        assert.equal((await history(enquiryId)).length, 1);
      }
    });
  });
}
