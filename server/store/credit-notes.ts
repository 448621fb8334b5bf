import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import {
  decideCredit,
  type CreditNote,
  type CreditRefusal,
  type CreditRequest,
} from '../sales/credit-note';
import { takeNumber } from './document-numbers';
import type { Database, OutboxState } from './schema';
import { creditNoteOf, invoiceOf } from './documents';

/**
 * The repository of credit notes, the only correction of an issued invoice. The core
 * decides on the invoice and the credit notes already citing it, read in the same
 * transaction, on a stand-in number first so a refusal uses none; then the number is
 * taken from the credit notes' own gapless sequence, and the note and the customer's
 * e-mail of it (outbox, kind 'credit-note') are written with it, or nothing is.
 */
export type CreditResult =
  { kind: 'issued'; id: string; note: CreditNote } | { kind: 'refused'; why: CreditRefusal };

export async function issueCreditIn(
  trx: Transaction<Database>,
  invoiceId: string,
  request: Omit<CreditRequest, 'sequence'>,
  { now, mail }: { now: Date; mail: OutboxState },
): Promise<CreditResult> {
  // The invoice's row held first, by a write that changes nothing (as store/payments.ts
  // does): two credits at once on two instances take turns, so none credits it twice over.
  await trx
    .updateTable('invoices')
    .set({ reminded_at: sql<string | null>`reminded_at` })
    .where('id', '=', invoiceId)
    .execute();
  const row = await trx
    .selectFrom('invoices')
    .select(['document', 'number', 'enquiry_id'])
    .where('id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  const invoice = invoiceOf(row);
  const earlier = (
    await trx
      .selectFrom('credit_notes')
      .select(['document', 'number'])
      .where('invoice_id', '=', invoiceId)
      .orderBy('number')
      .execute()
  ).map(creditNoteOf);
  const decided = decideCredit(invoice, earlier, { ...request, sequence: 1 }, now);
  if ('refused' in decided) return { kind: 'refused', why: decided.refused };
  const sequence = await takeNumber(trx, 'credit-note');
  const numbered = decideCredit(invoice, earlier, { ...request, sequence }, now);
  if ('refused' in numbered) return { kind: 'refused', why: numbered.refused };
  const note = numbered.next;
  const id = randomUUID();
  await trx
    .insertInto('credit_notes')
    .values({
      id,
      number: sequence,
      invoice_id: invoiceId,
      issued_at: note.issuedAt,
      credited_pence: note.totals.payable,
      document: JSON.stringify(note),
    })
    .execute();
  if (row.enquiry_id) {
    await trx
      .insertInto('outbox')
      .values({
        id: randomUUID(),
        enquiry_id: row.enquiry_id,
        kind: 'credit-note',
        quote_version: null,
        order_step: null,
        invoice_id: invoiceId,
        credit_note_id: id,
        state: mail,
        attempts: 0,
        next_attempt_at: note.issuedAt,
        created_at: note.issuedAt,
        words: null,
      })
      .execute();
  }
  return { kind: 'issued', id, note };
}
