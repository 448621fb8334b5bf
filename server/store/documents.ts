import { creditNoteNumber, invoiceNumber } from '../../app/catalogue/references';
import type { CreditNote } from '../sales/credit-note';
import type { Invoice } from '../sales/invoice';
import type { CreditNoteRow, InvoiceRow } from './schema-invoices';

/**
 * An issued invoice or credit note whose stored record cannot be read: its JSON broken, or
 * not a document at all (a hand edit, a damaged disk). A document of record is never
 * guessed at or left out of a total: whatever needs it stops and says which one it is, and
 * the staff's pages tell the team to restore it from a backup (staff/signed-in.ts).
 */
export class UnreadableDocument extends Error {
  readonly statusCode = 500;

  constructor(readonly document: string) {
    super(`The stored record of ${document} cannot be read`);
    this.name = 'UnreadableDocument';
  }
}

/**
 * `read`'s result, or the document that stopped it: for a caller that goes on without what
 * needs it (the inbox's first screen, the reminder sweep). Any other failure is thrown.
 */
export async function orUnreadable<T>(read: Promise<T>): Promise<T | UnreadableDocument> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof UnreadableDocument) return error;
    throw error;
  }
}

/** What every issued document holds and every reader relies on: its number, lines and totals. */
function readDocument(json: string, number: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new UnreadableDocument(number);
  }
  const document = value as { number?: unknown; lines?: unknown; totals?: unknown } | null;
  const totals = document?.totals as Record<string, unknown> | null | undefined;
  if (
    typeof document !== 'object' ||
    document === null ||
    document.number !== number ||
    !Array.isArray(document.lines) ||
    typeof totals !== 'object' ||
    totals === null ||
    !['exVat', 'vat', 'payable'].every((figure) => Number.isSafeInteger(totals[figure]))
  ) {
    throw new UnreadableDocument(number);
  }
  return document;
}

/** An invoice as issued, from its row. */
export function invoiceOf(row: Pick<InvoiceRow, 'document' | 'number'>): Invoice {
  return readDocument(row.document, invoiceNumber(Number(row.number))) as Invoice;
}

/** A credit note as issued, from its row. */
export function creditNoteOf(row: Pick<CreditNoteRow, 'document' | 'number'>): CreditNote {
  return readDocument(row.document, creditNoteNumber(Number(row.number))) as CreditNote;
}
