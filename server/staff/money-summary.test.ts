/**
 * The inbox's first screen says what is owed, overdue and received this month, and ages what
 * is still due, on both stores, from invoices and payments the store holds and a clock the
 * test moves.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import { issueTestInvoice } from '../../support/invoice-test-kit';
import { pageWords, signedIn, staffGet } from '../../support/staff-test-kit';
import { STORE_KINDS, withPostgres, withSite } from '../../support/store-sites';
import { recordPayment } from '../store/payments';

const postgres = withPostgres();

for (const storeKind of STORE_KINDS) {
  describe(`the money on the inbox's first screen on ${storeKind}`, () => {
    const clock = { now: new Date('2027-01-05T10:00:00Z') };
    const site = withSite(postgres, storeKind, 'money_summary', { clock: () => clock.now });

    test('owed, overdue, received this month and the aged list follow the invoices and payments', async () => {
      const { app, store } = site;
      const session = await signedIn(store, 'money@example.co.uk');
      const inbox = async () => pageWords((await staffGet(app, session, '/staff')).body);

      assert.match(
        await inbox(),
        /£0\.00 owed on invoices £0\.00 overdue £0\.00 received this month/,
      );
      assert.doesNotMatch(await inbox(), /What is owed, by age/);

      // £500.00 ex VAT (£600.00 payable) on 5 January; £100.00 ex VAT (£120.00) on 1 March.
      const old = await issueTestInvoice(store, { exVatPence: 50_000, now: clock.now });
      clock.now = new Date('2027-03-01T10:00:00Z');
      await issueTestInvoice(store, { exVatPence: 10_000, now: clock.now });
      clock.now = new Date('2027-03-10T10:00:00Z');
      await store.db.transaction().execute((trx) =>
        recordPayment(
          trx,
          old.id,
          {
            amount: 20_000,
            receivedOn: '2027-03-09',
            method: 'bank-transfer',
            by: 'money@example.co.uk',
          },
          clock.now,
        ),
      );

      const words = await inbox();
      assert.match(
        words,
        /£520\.00 owed on invoices £400\.00 overdue £200\.00 received this month/,
      );
      // 64 days since the first, 9 since the second.
      assert.match(
        words,
        /0 to 30 days ago 1 £120\.00 31 to 60 days ago 0 £0\.00 61 to 90 days ago 1 £400\.00 Over 90 days ago 0 £0\.00/,
      );

      // A search or a filter shows the list only.
      const searched = pageWords((await staffGet(app, session, '/staff?q=Ailsa')).body);
      assert.doesNotMatch(searched, /owed on invoices/);
    });
  });
}
