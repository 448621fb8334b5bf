/**
 * Invoices in the store, on every store the server supports (the embedded SQLite file and a
 * throwaway PostgreSQL): numbered from one gapless sequence however many instances issue at
 * once; a number is taken only by an invoice that is issued and committed; a balance
 * invoice deducts the deposit invoice the store holds.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { startPostgres } from '../../support/postgres.js';
import { invoiceNumber } from '../../app/catalogue/references';
import type { ChargeableLine, Seller } from '../sales/invoice';
import type { IssueRequest } from '../sales/invoice-issue';
import type { OrderStage } from '../sales/order';
import { openStore, type Store } from './connect';
import { saveEnquiry } from './enquiries';
import { invoicesOf, issueIn } from './invoices';

const NOW = new Date('2027-03-01T10:00:00Z');
/** As many as the issue asks for, half on each instance. */
const ISSUED_AT_ONCE = 50;
const SELLER: Seller = {
  name: 'Clydeside Shopfitters Ltd',
  address: '12 Example Street, Glasgow G1 1AA',
  vatNumber: 'GB123456789',
  bank: { name: 'Example Bank', sortCode: '12-34-56', accountNumber: '12345678' },
};
const LINES: ChargeableLine[] = [
  { description: 'Black grid', quantity: 3, unitExPence: 1666 },
  { description: 'Installation, Paisley', quantity: 1, unitExPence: 45_000 },
];

function request(
  kind: IssueRequest['kind'],
  stage: OrderStage,
  depositPercent = 0,
): Omit<IssueRequest, 'sequence' | 'issued'> {
  return {
    kind,
    order: {
      reference: 'CS-4821',
      po: 'PO-77',
      name: 'Ailsa Campbell',
      billing: { company: '', address: '1 High St\nPaisley', postcode: 'PA1 1AA' },
      stage,
      lines: LINES,
    },
    declaration: undefined,
    depositPercent,
    termsDays: 14,
    seller: SELLER,
  };
}

async function newEnquiry(store: Store) {
  const { enquiry } = await saveEnquiry(
    store,
    {
      kind: 'quote',
      spam: 0,
      name: 'Ailsa Campbell',
      email: 'ailsa@example.test',
      phone: '',
      company: '',
      subject: 'quote',
      message: '',
      details: '{}',
      lines: null,
      total_pence: null,
      idempotency_key: null,
    },
    { mail: 'not-configured', now: NOW },
  );
  return enquiry.id;
}

const issueFull = (store: Store, enquiryId: string) =>
  store.db
    .transaction()
    .execute((trx) => issueIn(trx, enquiryId, request('full', 'ready'), NOW, 'pending'));

const numbers = async (store: Store) =>
  (await store.db.selectFrom('invoices').select('number').orderBy('number').execute()).map((row) =>
    Number(row.number),
  );

let postgres: Awaited<ReturnType<typeof startPostgres>>;
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(() => postgres?.kill());

for (const storeKind of ['sqlite', 'postgres'] as const) {
  describe(`invoices on ${storeKind}`, () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'storefront-invoices-'));
    let databaseUrl: string | undefined;
    let stores: Store[] = [];
    /** The first instance, and the other (the same one on the embedded file). */
    let first: Store;
    let other: Store;

    beforeAll(async () => {
      databaseUrl =
        storeKind === 'postgres' ? await postgres.createDatabase('invoices') : undefined;
      // Two instances on one PostgreSQL; the embedded file has one.
      const count = storeKind === 'postgres' ? 2 : 1;
      for (let i = 0; i < count; i += 1) stores.push(await openStore({ databaseUrl, dataDir }));
      [first] = stores as [Store];
      other = stores.at(-1) ?? first;
    });
    afterAll(async () => {
      await Promise.all(stores.map((store) => store.close()));
      stores = [];
      rmSync(dataDir, { recursive: true, force: true });
    });

    test('50 invoices issued at once from two instances take 1 to 50, none skipped or repeated', async () => {
      const enquiries = await Promise.all(
        Array.from({ length: ISSUED_AT_ONCE }, () => newEnquiry(first)),
      );
      const results = await Promise.all(
        enquiries.map((id, i) => issueFull(i % 2 === 0 ? first : other, id)),
      );
      assert.ok(results.every((result) => result.kind === 'issued'));
      assert.deepEqual(
        await numbers(first),
        Array.from({ length: ISSUED_AT_ONCE }, (_, i) => i + 1),
      );
      const shown = results.map((result) =>
        result.kind === 'issued' ? result.invoice.number : '',
      );
      assert.equal(new Set(shown).size, ISSUED_AT_ONCE);
      assert.ok(shown.includes('INV-00001') && shown.includes('INV-00050'));
    });

    test('an issue whose transaction fails, and one that is refused, use no number up', async () => {
      const before = await numbers(first);
      const last = before.at(-1) ?? 0;
      const enquiryId = await newEnquiry(first);
      await assert.rejects(
        first.db.transaction().execute(async (trx) => {
          const result = await issueIn(trx, enquiryId, request('full', 'ready'), NOW, 'pending');
          assert.equal(result.kind, 'issued');
          throw new Error('the step that issues it failed');
        }),
        /the step that issues it failed/,
      );
      // A deposit with none asked is refused before a number is taken.
      const refused = await first.db
        .transaction()
        .execute((trx) =>
          issueIn(trx, enquiryId, request('deposit', 'accepted', 0), NOW, 'pending'),
        );
      assert.deepEqual(refused, { kind: 'refused', why: 'not-due' });

      const next = await issueFull(other, enquiryId);
      assert.equal(next.kind === 'issued' && next.invoice.number, invoiceNumber(last + 1));
      assert.deepEqual(await numbers(first), [...before, last + 1]);
    });

    test("an order's balance deducts the deposit the store holds, and the two add up to the order", async () => {
      const enquiryId = await newEnquiry(first);
      const deposit = await first.db
        .transaction()
        .execute((trx) =>
          issueIn(trx, enquiryId, request('deposit', 'accepted', 30), NOW, 'pending'),
        );
      assert.equal(deposit.kind, 'issued');
      const balance = await other.db
        .transaction()
        .execute((trx) => issueIn(trx, enquiryId, request('balance', 'ready', 30), NOW, 'pending'));
      assert.ok(deposit.kind === 'issued' && balance.kind === 'issued');
      assert.equal(balance.invoice.deducts, deposit.invoice.number);
      // 3 x £16.66 + £450.00 = £499.98 ex VAT; VAT £100.00 (round half up); £599.98 in all.
      assert.equal(deposit.invoice.totals.exVat + balance.invoice.totals.exVat, 49_998);
      assert.equal(deposit.invoice.totals.payable + balance.invoice.totals.payable, 59_998);
      // Both kept as issued, and nothing more is due.
      const kept = await invoicesOf(first.db, enquiryId);
      assert.deepEqual(
        kept.map((invoice) => invoice.kind),
        ['deposit', 'balance'],
      );
      const again = await first.db
        .transaction()
        .execute((trx) => issueIn(trx, enquiryId, request('balance', 'ready', 30), NOW, 'pending'));
      assert.deepEqual(again, { kind: 'refused', why: 'not-due' });
    });

    test('an issued invoice queues its e-mail to the customer in the same transaction, once; a failed or refused issue queues none', async () => {
      const mails = (enquiryId: string) =>
        first.db
          .selectFrom('outbox')
          .select(['kind', 'invoice_id', 'credit_note_id', 'state'])
          .where('enquiry_id', '=', enquiryId)
          .where('kind', '!=', 'enquiry')
          .execute();
      const enquiryId = await newEnquiry(first);
      await assert.rejects(
        first.db.transaction().execute(async (trx) => {
          await issueIn(trx, enquiryId, request('full', 'ready'), NOW, 'pending');
          throw new Error('the step that issues it failed');
        }),
      );
      await first.db
        .transaction()
        .execute((trx) =>
          issueIn(trx, enquiryId, request('deposit', 'accepted', 0), NOW, 'pending'),
        );
      assert.deepEqual(await mails(enquiryId), []);

      const issued = await first.db
        .transaction()
        .execute((trx) => issueIn(trx, enquiryId, request('full', 'ready'), NOW, 'not-configured'));
      assert.equal(issued.kind, 'issued');
      assert.deepEqual(await mails(enquiryId), [
        {
          kind: 'invoice',
          invoice_id: issued.kind === 'issued' ? issued.id : '',
          credit_note_id: null,
          state: 'not-configured',
        },
      ]);

      // An invoice with no enquiry to write to queues nothing.
      const before = await first.db.selectFrom('outbox').select('id').execute();
      const orphan = await first.db
        .transaction()
        .execute((trx) => issueIn(trx, null, request('full', 'ready'), NOW, 'pending'));
      assert.equal(orphan.kind, 'issued');
      assert.equal(
        (await first.db.selectFrom('outbox').select('id').execute()).length,
        before.length,
      );
    });
  });
}
