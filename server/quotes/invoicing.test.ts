/**
 * Invoices issued by the steps of a sale (PRODUCT.md "Invoices and payments"), on every
 * store the server supports: a quote asking a deposit is invoiced for it in the acceptance's
 * own transaction and for the balance when staff mark the order Ready; one asking none is
 * invoiced once, in full, at Ready. A quote with construction lines asks the customer's
 * declaration at acceptance; a contractor's puts those lines under the reverse charge.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import { pageWords } from '../../support/staff-test-kit';
import { STORE_KINDS, withPostgres } from '../../support/store-sites';
import { invoicesOf } from '../store/invoices';
import { moveOrder } from '../store/orders';
import { getOrder } from '../store/order-rows';
import type { Store } from '../store/connect';
import type { OrderActionKind } from '../sales/order-transitions';
import {
  acceptance,
  acceptAtPage,
  answerFields,
  LINES,
  postAnswer,
  sentQuote,
  STAFF,
  type SentQuote,
  withQuoteSite,
} from '../../support/customer-test-kit';

const postgres = withPostgres();
const START = new Date('2026-11-25T10:00:00Z');
/** The kit's lines with the installation marked as construction work. */
const FITTED = LINES.map((line) =>
  line.description.startsWith('Installation') ? { ...line, construction: true } : line,
);

async function move(store: Store, quote: SentQuote, kind: OrderActionKind, now: Date) {
  const record = await getOrder(store.db, quote.enquiryId, quote.reference);
  assert.ok(record, 'the order exists');
  const moved = await moveOrder(
    store,
    { id: quote.enquiryId, reference: quote.reference },
    { kind, message: '', expectedDate: undefined, by: STAFF, seen: record.order.updatedAt },
    { now, mail: 'pending' },
  );
  assert.equal(moved.kind, 'moved');
}

for (const storeKind of STORE_KINDS) {
  describe(`invoices as the sale goes on, on ${storeKind}`, () => {
    let now = START;
    const site = withQuoteSite(postgres, storeKind, 'invoicing', () => now);

    test('a 30% deposit is invoiced at acceptance and the balance at Ready, adding up to the order', async () => {
      const { app, store } = site;
      const quote = await sentQuote(app, store, now, { lines: FITTED, depositPercent: 30 });
      const page = await app.inject({ url: quote.url });
      // 30% of £499.98 is £149.99 either way; what is paid is for the declaration to decide,
      // so both are given.
      assert.match(
        pageWords(page.body),
        /invoice for a 30% deposit, £149\.99 ex VAT \(£179\.99 inc VAT\), or £152\.99 to pay if the reverse charge applies to your construction work, at once/,
      );
      assert.match(page.body, /Construction work: which describes your business\?/);

      // The declaration is asked before anything is recorded.
      const bare = await postAnswer(
        app,
        quote.url,
        'accept',
        await answerFields(app, quote.url, acceptance({ name: 'Morag Campbell' })),
      );
      assert.equal(bare.statusCode, 400);
      assert.match(bare.body, /Choose which of the three describes your business\./);
      assert.deepEqual(await invoicesOf(store.db, quote.enquiryId), []);

      await acceptAtPage(app, quote.url, {
        name: 'Morag Campbell',
        po: 'PO-8120',
        declaration: 'contractor',
        vatNumber: 'gb 318407215',
      });
      const order = await getOrder(store.db, quote.enquiryId, quote.reference);
      assert.equal(order?.order.depositPercent, 30);
      assert.deepEqual(order?.order.declaration, {
        kind: 'contractor',
        vatNumber: 'GB 318 4072 15',
      });
      const [deposit, ...others] = await invoicesOf(store.db, quote.enquiryId);
      assert.ok(deposit);
      assert.deepEqual(others, []);
      assert.equal(deposit.kind, 'deposit');
      assert.equal(deposit.po, 'PO-8120');
      assert.equal(deposit.issueDate, '2026-11-25');
      assert.equal(deposit.dueDate, '2026-12-09', '14 days to pay');
      assert.equal(deposit.seller.vatNumber, 'GB 318 4072 15');
      assert.equal(deposit.reverseChargeVatNumber, 'GB 318 4072 15');
      // 30% of the grid's £49.98 (£14.99, half up) with VAT £3.00, and 30% of the £450.00
      // of fitting (£135.00) reverse charged: the customer accounts for its £27.00 of VAT.
      assert.deepEqual(deposit.totals, {
        exVat: 14_999,
        vat: 300,
        payable: 15_299,
        reverseChargeVat: 2700,
      });

      now = new Date('2026-12-10T09:00:00Z');
      await move(store, quote, 'start-production', now);
      assert.equal((await invoicesOf(store.db, quote.enquiryId)).length, 1, 'nothing more yet');
      await move(store, quote, 'mark-ready', now);
      const [, balance] = await invoicesOf(store.db, quote.enquiryId);
      assert.ok(balance);
      assert.equal(balance.kind, 'balance');
      assert.equal(balance.deducts, deposit.number);
      assert.equal(balance.issueDate, '2026-12-10');
      // The order: £499.98 ex VAT, VAT £10.00 on the grid only, £90.00 reverse charged.
      assert.deepEqual(
        {
          exVat: deposit.totals.exVat + balance.totals.exVat,
          vat: deposit.totals.vat + balance.totals.vat,
          reverseChargeVat: deposit.totals.reverseChargeVat + balance.totals.reverseChargeVat,
        },
        { exVat: 49_998, vat: 1000, reverseChargeVat: 9000 },
      );
      assert.ok(balance.lines.some((line) => line.reverseCharge));

      await move(store, quote, 'complete', now);
      assert.equal((await invoicesOf(store.db, quote.enquiryId)).length, 2, 'invoiced once');
    });

    test('no deposit: nothing at acceptance, the whole at Ready; an end user pays VAT on all', async () => {
      const { app, store } = site;
      now = START;
      const quote = await sentQuote(app, store, now, { lines: FITTED });
      await acceptAtPage(app, quote.url, { name: 'Iain Fraser', declaration: 'end-user' });
      assert.deepEqual(await invoicesOf(store.db, quote.enquiryId), []);
      await move(store, quote, 'mark-ready', now);
      const [full, ...others] = await invoicesOf(store.db, quote.enquiryId);
      assert.deepEqual(others, []);
      assert.equal(full?.kind, 'full');
      assert.equal(full?.reverseChargeVatNumber, undefined);
      assert.deepEqual(full?.totals, {
        exVat: 49_998,
        vat: 10_000,
        payable: 59_998,
        reverseChargeVat: 0,
      });
    });

    test('a cancelled order is invoiced no further', async () => {
      const { app, store } = site;
      const quote = await sentQuote(app, store, now, { depositPercent: 50 });
      await acceptAtPage(app, quote.url, { name: 'Priya Sandhu' });
      await move(store, quote, 'cancel', now);
      const invoices = await invoicesOf(store.db, quote.enquiryId);
      assert.deepEqual(
        invoices.map((invoice) => invoice.kind),
        ['deposit'],
      );
    });
  });
}
