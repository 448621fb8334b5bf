/**
 * Payments in the store, on SQLite and on two instances of one PostgreSQL: a payment is
 * decided on what is due inside its transaction, so two at once cannot take more than is
 * due between them; a statement row is recorded once however often it is confirmed.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { issueTestInvoice } from '../../support/invoice-test-kit';
import { STORE_KINDS, withPostgres } from '../../support/store-sites';
import { openStore, type Store } from './connect';
import { ledgerOf, recordPayment, type RecordRequest } from './payments';

const NOW = new Date('2027-03-01T10:00:00Z');
const BY = 'accounts@example.test';

const pay = (store: Store, invoiceId: string, request: Partial<RecordRequest>) =>
  store.db
    .transaction()
    .execute((trx) =>
      recordPayment(
        trx,
        invoiceId,
        { amount: 100, receivedOn: '2027-03-01', method: 'bank-transfer', by: BY, ...request },
        NOW,
      ),
    );

const postgres = withPostgres();

for (const storeKind of STORE_KINDS) {
  describe(`payments on ${storeKind}`, () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'storefront-payments-'));
    let first: Store;
    let other: Store;
    const opened: Store[] = [];

    beforeAll(async () => {
      const databaseUrl = await postgres.databaseUrl(storeKind, 'payments');
      opened.push(await openStore({ databaseUrl, dataDir }));
      if (storeKind === 'postgres') opened.push(await openStore({ databaseUrl, dataDir }));
      [first] = opened as [Store];
      other = opened.at(-1) ?? first;
    });
    afterAll(async () => {
      await Promise.all(opened.map((store) => store.close()));
      rmSync(dataDir, { recursive: true, force: true });
    });

    test('a payment is kept with who recorded it; one above what is left due is refused', async () => {
      // £100.00 ex VAT: £120.00 payable.
      const { id } = await issueTestInvoice(first, { exVatPence: 10_000, now: NOW });
      const part = await pay(first, id, { amount: 5_000 });
      assert.equal(part.kind, 'recorded');
      assert.equal(part.kind === 'recorded' && part.decision.standing, 'part-paid');
      assert.deepEqual(await pay(other, id, { amount: 7_001 }), {
        kind: 'refused',
        why: 'above-due',
      });
      const rest = await pay(other, id, { amount: 7_000, method: 'cash' });
      assert.equal(rest.kind === 'recorded' && rest.decision.standing, 'paid');
      assert.deepEqual(await pay(first, id, { amount: 1 }), { kind: 'refused', why: 'paid' });
      const rows = await first.db
        .selectFrom('payments')
        .selectAll()
        .where('invoice_id', '=', id)
        .orderBy('amount_pence')
        .execute();
      assert.deepEqual(
        rows.map((row) => [Number(row.amount_pence), row.method, row.recorded_by]),
        [
          [5_000, 'bank-transfer', BY],
          [7_000, 'cash', BY],
        ],
      );
    });

    test('ten payments at once on two instances take no more than is due between them', async () => {
      const { id } = await issueTestInvoice(first, { exVatPence: 10_000, now: NOW });
      // Each £30.00 of £120.00: four are taken, six refused.
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => pay(i % 2 ? other : first, id, { amount: 3_000 })),
      );
      assert.equal(results.filter((result) => result.kind === 'recorded').length, 4);
      const ledger = await ledgerOf(first.db, id);
      assert.equal(
        ledger.payments.reduce((sum, payment) => sum + payment.amount, 0),
        12_000,
      );
    });

    test('a statement row confirmed twice is recorded once; an unknown invoice records nothing', async () => {
      const { id } = await issueTestInvoice(first, { exVatPence: 10_000, now: NOW });
      const row = `2027-03-01|5000|INV-${id}|1`;
      const [a, b] = await Promise.all([
        pay(first, id, { amount: 5_000, statementRow: row }),
        pay(other, id, { amount: 5_000, statementRow: row }),
      ]);
      assert.deepEqual([a?.kind, b?.kind].sort(), ['already-recorded', 'recorded']);
      assert.deepEqual(await pay(first, id, { amount: 5_000, statementRow: row }), {
        kind: 'already-recorded',
      });
      assert.deepEqual(await pay(first, 'no-such-invoice', {}), {
        kind: 'refused',
        why: 'no-invoice',
      });
      assert.equal((await ledgerOf(first.db, id)).payments.length, 1);
    });
  });
}
