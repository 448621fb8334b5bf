import type { EnquiryRow, QuoteRow } from '../store/schema';

/**
 * What the inbox's JSON gives of an enquiry and its quote: the columns named here and no
 * other, so a column added later stays out until someone names it. Never the visitor's
 * confirmation address or idempotency key (either would open or answer for the enquiry),
 * nor what makes the quote's link (its nonce and hash): the link itself is given whole,
 * as the enquiry's page shows it for staff to copy.
 */
const ENQUIRY_COLUMNS = [
  'id',
  'reference',
  'kind',
  'status',
  'spam',
  'name',
  'email',
  'phone',
  'company',
  'subject',
  'message',
  'details',
  'lines',
  'total_pence',
  'created_at',
  'erased_at',
] as const satisfies readonly (keyof EnquiryRow)[];

const QUOTE_COLUMNS = [
  'id',
  'enquiry_id',
  'state',
  'revision',
  'draft_lines',
  'draft_valid_until',
  'draft_note',
  'latest_version',
  'valid_until',
  'total_ex_pence',
  'sent_at',
  'accepted_at',
  'accepted_version',
  'accepted_name',
  'accepted_po',
  'customer_message',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof QuoteRow)[];

function pick<Row, Column extends keyof Row>(row: Row, columns: readonly Column[]) {
  return Object.fromEntries(columns.map((column) => [column, row[column]])) as Pick<Row, Column>;
}

export function enquiryJson(enquiry: EnquiryRow) {
  return pick(enquiry, ENQUIRY_COLUMNS);
}

export function quoteJson(quote: QuoteRow, link: string | undefined) {
  return { ...pick(quote, QUOTE_COLUMNS), link };
}
