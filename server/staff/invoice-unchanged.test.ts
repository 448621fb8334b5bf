/**
 * An issued invoice never changes (PRODUCT.md "Invoices and payments"), on both stores:
 * whatever is done to it through the inbox (a payment, a credit note, a reminder sweep, a
 * re-sent form, a method the routes do not take) and to its order (every step), its row and
 * its document stay as issued; only what is set against it grows.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import { issueTestInvoice } from '../../support/invoice-test-kit';
import { signedIn, staffPost } from '../../support/staff-test-kit';
import { STORE_KINDS, withPostgres, withSite } from '../../support/store-sites';
import { londonDate } from '../sales/calendar';

const postgres = withPostgres();

for (const storeKind of STORE_KINDS) {
  describe(`an issued invoice on ${storeKind}`, () => {
    const clock = { now: new Date('2027-03-01T10:00:00Z') };
    const site = withSite(postgres, storeKind, 'unchanged', { clock: () => clock.now });

    test('no route changes it: payments, credit notes and other methods leave its row as issued', async () => {
      const { app, store } = site;
      const staff = await signedIn(store, 'sums@example.co.uk');
      const issued = await issueTestInvoice(store, { exVatPence: 50_000, now: clock.now });
      const row = () =>
        store.db
          .selectFrom('invoices')
          .selectAll()
          .where('id', '=', issued.id)
          .executeTakeFirstOrThrow();
      // When the one reminder was queued is kept beside the document, not in it.
      const asIssued = { ...(await row()), reminded_at: null };
      const base = `/staff/invoices/${issued.number}`;

      const paid = await staffPost(app, staff, `${base}/payments`, {
        amount: '100.00',
        receivedOn: londonDate(clock.now),
        method: 'bank-transfer',
      });
      assert.equal(paid.statusCode, 303);
      const credited = await staffPost(app, staff, `${base}/credit-notes`, {
        scope: 'whole',
        reason: 'Goods returned',
      });
      assert.equal(credited.statusCode, 303);
      // A payable, a total or a number posted with a form is not a field any route reads.
      const forged = await staffPost(app, staff, `${base}/payments`, {
        amount: '1.00',
        receivedOn: londonDate(clock.now),
        method: 'cash',
        payable_pence: '1',
        number: '99',
        document: '{}',
      });
      assert.notEqual(forged.statusCode, 500);
      for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
        const answer = await app.inject({
          method,
          url: base,
          headers: { cookie: `staff_session=${staff.id}`, origin: 'http://localhost:80' },
        });
        assert.ok([404, 405].includes(answer.statusCode), `${method} ${answer.statusCode}`);
      }
      // Weeks later the reminder sweep and the pages read it again.
      clock.now = new Date('2027-04-20T10:00:00Z');
      await app.inject({ url: base, headers: { cookie: `staff_session=${staff.id}` } });

      assert.deepEqual({ ...(await row()), reminded_at: null }, asIssued);
      const credits = await store.db
        .selectFrom('credit_notes')
        .select('number')
        .where('invoice_id', '=', issued.id)
        .execute();
      assert.equal(credits.length, 1, 'the correction is a credit note citing it');
    });
  });
}
