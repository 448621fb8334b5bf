import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { formatReference, parseReference } from '../../app/catalogue/references';
import type { SearchWordsRow } from './schema';

/** The longest search read; a reference, an address or a name is far shorter. */
export const MAX_SEARCH_LENGTH = 100;

/**
 * Text as the search compares it: every letter in lower case, not A-Z alone as SQLite's
 * lower() and LIKE fold them (PostgreSQL folds by its database's locale, which may be C),
 * and each accented letter in one spelling (NFC), however it was typed. The words looked
 * in are kept folded in `search_words` (migration 014), so both stores compare folded text
 * with folded text.
 */
export function folded(text: string) {
  return text.toLocaleLowerCase('en-GB').normalize('NFC');
}

/** An enquiry's row of `search_words`: the texts folded, one a line. */
export function searchWords(
  enquiryId: string,
  field: SearchWordsRow['field'],
  texts: readonly string[],
): SearchWordsRow {
  return { enquiry_id: enquiryId, field, words: folded(texts.join('\n')) };
}

/**
 * What the inbox's search box finds (PRODUCT.md "References"). A reference in any of the
 * forms a person types (`CS-4821`, `cs4821`, `CS-4821 v2`, the old `CS-4821-2`) is the
 * job it names and nothing else: one look-up on the references' unique index. Other words
 * are looked for in the name, e-mail, company, reference and the purchase order number
 * given at acceptance, in any case (folded). A bare number may be either (a reference read
 * over the phone, or a PO number), so it is both.
 */
export function searchCondition(text: string): RawBuilder<SqlBool> {
  const words = text.trim().slice(0, MAX_SEARCH_LENGTH);
  const document = documentCondition(words);
  if (document) return document;
  const reference = parseReference(words);
  const job = reference
    ? sql<SqlBool>`${sql.ref('enquiries.reference')} = ${formatReference({ ...reference, version: undefined })}`
    : undefined;
  if (job && !/^\d+$/.test(words)) return job;
  // The visitor's text is a value, never SQL; % and _ in it match themselves.
  const like = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const pattern = like(folded(words));
  // A reference is A-Z and digits, which lower() folds on both stores.
  const contains = [
    sql<SqlBool>`lower(${sql.ref('enquiries.reference')}) like ${pattern} escape '\\'`,
    sql<SqlBool>`${sql.ref('enquiries.id')} in (select ${sql.ref('search_words.enquiry_id')} from ${sql.table('search_words')} where ${sql.ref('search_words.words')} like ${pattern} escape '\\')`,
  ];
  return sql<SqlBool>`(${sql.join(job ? [job, ...contains] : contains, sql` or `)})`;
}

/** "INV-00001", "inv 1", "CN00002": an invoice's or credit note's number, as people type it. */
const DOCUMENT = /^(?<prefix>INV|CN)[\s\-_/.]*(?<number>\d{1,9})$/i;

/**
 * An invoice's or a credit note's number (its series' prefix is never a job's) is the
 * enquiry whose order it was issued for, and nothing else; an invoice whose enquiry was
 * deleted after its retention finds none (its own page is in the list of invoices).
 */
function documentCondition(words: string): RawBuilder<SqlBool> | undefined {
  const match = DOCUMENT.exec(words);
  if (!match?.groups) return undefined;
  const sequence = Number(match.groups.number);
  const enquiries =
    match.groups.prefix?.toUpperCase() === 'INV'
      ? sql`select ${sql.ref('invoices.enquiry_id')} from ${sql.table('invoices')} where ${sql.ref('invoices.number')} = ${sequence}`
      : sql`select ${sql.ref('invoices.enquiry_id')} from ${sql.table('credit_notes')} join ${sql.table('invoices')} on ${sql.ref('invoices.id')} = ${sql.ref('credit_notes.invoice_id')} where ${sql.ref('credit_notes.number')} = ${sequence}`;
  return sql<SqlBool>`${sql.ref('enquiries.id')} in (${enquiries})`;
}
