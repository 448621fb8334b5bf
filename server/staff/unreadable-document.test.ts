/**
 * An issued invoice whose stored record cannot be read (broken JSON, or JSON that is not
 * that invoice), on both stores: every page and export that needs it says which document it
 * is and how to put it right, as a page, and nothing is recorded against it. An issued
 * document is never guessed at, nor left out of a total or an export.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import { issueTestInvoice } from '../../support/invoice-test-kit';
import { pageWords, signedIn, staffGet, staffPost } from '../../support/staff-test-kit';
import { STORE_KINDS, withPostgres, withSite } from '../../support/store-sites';
import { londonDate } from '../sales/calendar';
import { creditNoteOf, invoiceOf, UnreadableDocument } from '../store/documents';
import { queueReminders } from '../store/invoice-reminders';
import { urls } from '../urls';

const postgres = withPostgres();

test('a stored document is read only when it is the document its row numbers', () => {
  const invoice = {
    number: 'INV-00007',
    lines: [],
    totals: { exVat: 100, vat: 20, payable: 120, reverseChargeVat: 0 },
  };
  assert.deepEqual(invoiceOf({ number: 7, document: JSON.stringify(invoice) }), invoice);
  for (const document of [
    '{"number":"INV-00007",',
    'null',
    '[]',
    JSON.stringify({ ...invoice, number: 'INV-00008' }),
    JSON.stringify({ ...invoice, lines: 'none' }),
    JSON.stringify({ ...invoice, totals: { ...invoice.totals, payable: '120' } }),
    JSON.stringify({ ...invoice, totals: undefined }),
  ]) {
    assert.throws(
      () => invoiceOf({ number: 7, document }),
      (error: unknown) => error instanceof UnreadableDocument && error.document === 'INV-00007',
      document,
    );
  }
  assert.throws(
    () => creditNoteOf({ number: 3, document: JSON.stringify({ ...invoice, number: 'CN-00004' }) }),
    /The stored record of CN-00003 cannot be read/,
  );
});

for (const storeKind of STORE_KINDS) {
  describe(`an unreadable invoice on ${storeKind}`, () => {
    const now = new Date('2027-03-01T10:00:00Z');
    const site = withSite(postgres, storeKind, 'unreadable', { clock: () => now });

    test('its pages, its payment and the export say which invoice, and record nothing', async () => {
      const { app, store } = site;
      const staff = await signedIn(store, 'records@example.co.uk');
      const issued = await issueTestInvoice(store, { exVatPence: 50_000, now });
      await store.db
        .updateTable('invoices')
        .set({ document: '{"number":"INV-00001","lines":[' })
        .where('id', '=', issued.id)
        .execute();

      const says = async (response: { statusCode: number; headers: object; body: string }) => {
        assert.equal(response.statusCode, 500);
        assert.match(String((response.headers as Record<string, unknown>)['content-type']), /html/);
        const words = pageWords(response.body);
        assert.match(words, /A stored document cannot be read/);
        assert.match(words, new RegExp(`The stored record of ${issued.number} cannot be read`));
        assert.match(words, /nothing has been changed/);
        assert.match(words, /copy that record back from the last good backup/);
      };
      await says(await staffGet(app, staff, urls.staff.invoice.href(issued.number)));
      await says(await staffGet(app, staff, urls.staff.invoices.href()));
      await says(await staffGet(app, staff, urls.staff.enquiry.href(issued.enquiryId)));
      const today = londonDate(now);
      await says(await staffGet(app, staff, urls.staff.xeroCsv.href({ from: today, to: today })));
      await says(
        await staffPost(app, staff, urls.staff.invoicePayment.href(issued.number), {
          amount: '100.00',
          receivedOn: today,
          method: 'bank-transfer',
        }),
      );
      const payments = await store.db.selectFrom('payments').select('id').execute();
      assert.equal(payments.length, 0);
    });

    test('the inbox stays workable and names it; the reminder sweep still reminds the others', async () => {
      const { app, store } = site;
      const staff = await signedIn(store, 'inbox@example.co.uk');
      const broken = await issueTestInvoice(store, { exVatPence: 20_000, now, name: 'Iona Reid' });
      const sound = await issueTestInvoice(store, { exVatPence: 30_000, now, name: 'Calum Ross' });
      await store.db
        .updateTable('invoices')
        .set({ document: 'null' })
        .where('id', '=', broken.id)
        .execute();

      const inbox = await staffGet(app, staff, urls.staff.inbox.href());
      assert.equal(inbox.statusCode, 200);
      const words = pageWords(inbox.body);
      assert.match(words, /A stored document cannot be read/);
      // The first that cannot be read, in number order: the earlier test's, or this one's.
      assert.match(
        words,
        /The stored record of INV-\d{5} cannot be read, so what is owed and the invoices to call about are not shown/,
      );
      assert.match(words, /Iona Reid/, 'the enquiries are listed');

      // 30 days on, both are overdue past the reminder's 7 days: only the sound one is reminded.
      const later = new Date(now.getTime() + 30 * 24 * 3600 * 1000);
      assert.equal(await queueReminders(store, { now: later, mail: 'pending' }), 1);
      const reminded = await store.db
        .selectFrom('invoices')
        .select('id')
        .where('reminded_at', 'is not', null)
        .execute();
      assert.deepEqual(
        reminded.map(({ id }) => id),
        [sound.id],
      );
    });
  });
}
