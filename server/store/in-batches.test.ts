/**
 * Lists that grow with the records, on both stores (SQLite and a throwaway PostgreSQL):
 * more invoices than one statement can bind (SQLite 32,766 values, PostgreSQL 65,535) are
 * read with their payments and credit notes, and a bank statement of more rows than that
 * is checked against the payments already recorded. Each read bound an `in` list of every
 * id before, and both stores refused it.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { invoiceNumber } from '../../app/catalogue/references';
import { issueTestInvoice } from '../../support/invoice-test-kit';
import { STORE_KINDS, withPostgres } from '../../support/store-sites';
import { openStore, type Store } from './connect';
import { issueCreditIn } from './credit-notes';
import { inBatches } from './in-batches';
import { invoiceRecords as ledgers } from './invoice-ledgers';
import { recordPayment } from './payments';
import { invoiceRecords as customerDocuments } from './sales-documents';
import type { InvoiceRow } from './schema-invoices';
import { recordedRows } from './statements';

const NOW = new Date('2027-03-01T10:00:00Z');
const BY = 'accounts@example.test';
/** The most values one statement binds on each store. */
const BIND_LIMIT = { sqlite: 32_766, postgres: 65_535 } as const;

test('a list is read a batch at a time, every item once and in order', async () => {
  const asked: number[][] = [];
  const items = Array.from({ length: 25 }, (_, index) => index);
  const rows = await inBatches(
    items,
    async (batch) => {
      asked.push(batch);
      return batch.map((item) => `row ${item}`);
    },
    10,
  );
  assert.deepEqual(
    asked.map((batch) => batch.length),
    [10, 10, 5],
  );
  assert.deepEqual(
    rows,
    items.map((item) => `row ${item}`),
  );
  assert.deepEqual(await inBatches([], () => assert.fail('nothing to ask')), []);
});

const postgres = withPostgres();

for (const storeKind of STORE_KINDS) {
  describe(`lists longer than a statement binds, on ${storeKind}`, () => {
    const MANY = BIND_LIMIT[storeKind] + 1;
    const dataDir = mkdtempSync(join(tmpdir(), 'storefront-in-batches-'));
    let store: Store;
    beforeAll(async () => {
      store = await openStore({
        databaseUrl: await postgres.databaseUrl(storeKind, 'in_batches'),
        dataDir,
      });
    });
    afterAll(async () => {
      await store?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    test('a statement of more rows than a statement binds finds the one already recorded', async () => {
      const { id } = await issueTestInvoice(store, { exVatPence: 10_000, now: NOW });
      const recorded = await store.db.transaction().execute((trx) =>
        recordPayment(
          trx,
          id,
          {
            amount: 1_000,
            receivedOn: '2027-03-01',
            method: 'bank-transfer',
            by: BY,
            statementRow: 'row-recorded',
          },
          NOW,
        ),
      );
      assert.equal(recorded.kind, 'recorded');
      const fingerprints = Array.from({ length: MANY }, (_, index) => `row-${index}`);
      fingerprints.splice(MANY >> 1, 0, 'row-recorded');
      assert.deepEqual([...(await recordedRows(store.db, fingerprints))], ['row-recorded']);
    });

    test('more invoices than a statement binds are read, each with its own payments and credit notes', async () => {
      const issued = await issueTestInvoice(store, {
        exVatPence: 10_000,
        now: NOW,
        name: 'Émilie Ölund',
      });
      // Recorded in the other order than received: read in the order received.
      const later = new Date('2027-03-06T10:00:00Z');
      for (const receivedOn of ['2027-03-05', '2027-03-03']) {
        const paid = await store.db
          .transaction()
          .execute((trx) =>
            recordPayment(
              trx,
              issued.id,
              { amount: 2_000, receivedOn, method: 'bank-transfer', by: BY },
              later,
            ),
          );
        assert.deepEqual(paid.kind, 'recorded', JSON.stringify(paid));
      }
      const credited = await store.db
        .transaction()
        .execute((trx) =>
          issueCreditIn(
            trx,
            issued.id,
            { reason: 'Fitted short', lines: 'whole' },
            { now: later, mail: 'not-configured' },
          ),
        );
      assert.equal(credited.kind, 'issued');
      // Six years of invoices on the same enquiry, written straight in: a document holds
      // only what reading it checks (its number, lines and totals).
      const first = Number(
        (
          await store.db
            .selectFrom('invoices')
            .select((eb) => eb.fn.max('number').as('last'))
            .executeTakeFirstOrThrow()
        ).last,
      );
      const rows: InvoiceRow[] = Array.from({ length: MANY }, (_, index) => {
        const number = first + 1 + index;
        return {
          id: `bulk-${number}`,
          number,
          enquiry_id: issued.enquiryId,
          order_reference: 'CS-4821',
          kind: 'full',
          issued_at: NOW.toISOString(),
          due_date: '2027-03-15',
          payable_pence: 0,
          document: JSON.stringify({
            number: invoiceNumber(number),
            lines: [],
            totals: { exVat: 0, vat: 0, payable: 0 },
          }),
          reminded_at: null,
        };
      });
      // As many rows at a time as a statement binds their values (eleven each).
      const perInsert = Math.floor(BIND_LIMIT[storeKind] / 11);
      await store.db.transaction().execute(async (trx) => {
        for (let start = 0; start < rows.length; start += perInsert) {
          await trx
            .insertInto('invoices')
            .values(rows.slice(start, start + perInsert))
            .execute();
        }
      });

      const everyInvoice = await ledgers(store.db);
      const ofTheEnquiry = await ledgers(store.db, issued.enquiryId);
      const theCustomers = await customerDocuments(store.db, issued.enquiryId);
      assert.equal(everyInvoice[0]?.invoice.number, invoiceNumber(first + MANY));
      assert.ok(everyInvoice.length > MANY);
      for (const records of [ofTheEnquiry, theCustomers]) {
        assert.deepEqual(
          records.map((record) => record.invoice.number),
          [issued.number, ...rows.map((row) => invoiceNumber(row.number))],
        );
      }
      const theIssued = [everyInvoice.find((record) => record.id === issued.id), ofTheEnquiry[0]];
      for (const record of theIssued) {
        assert.deepEqual(
          record?.payments.map((payment) => payment.receivedOn),
          ['2027-03-03', '2027-03-05'],
        );
        assert.deepEqual(
          record?.credits.map((note) => note.invoiceNumber),
          [issued.number],
        );
      }
      assert.deepEqual(
        theCustomers[0]?.payments.map((payment) => payment.receivedOn),
        ['2027-03-03', '2027-03-05'],
      );
      assert.deepEqual(
        theCustomers[0]?.notes.map(({ id }) => id),
        [credited.kind === 'issued' ? credited.id : ''],
      );
      const others = everyInvoice.filter((record) => record.id.startsWith('bulk-'));
      assert.equal(others.length, MANY);
      assert.ok(others.every((record) => record.payments.length + record.credits.length === 0));
    });
  });
}
