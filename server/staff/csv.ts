import { enquirySubjects } from '../../app/catalogue/enquiry';
import { quoteReference } from '../../app/catalogue/references';
import { kindLabel, storedRecord } from '../html/enquiry-words';
import { ORDER_STAGE_LABELS } from '../sales/order-display';
import { displayState, QUOTE_STATE_LABELS } from '../sales/quote-display';
import type { EnquiryRow, OrderRow, QuoteRow } from '../store/schema';
import { STATUS_LABELS } from './pages/labels';

/**
 * An enquiry as the export reads it: with its quote's state, version and acceptance, and
 * the totals of the version that counts (the accepted one, else the latest sent), and its
 * order's stage, when it was accepted and when its next stage is expected.
 */
export type CsvRow = EnquiryRow & {
  quote_state: QuoteRow['state'] | null;
  quote_version: number | null;
  quote_valid_until: string | null;
  accepted_po: string | null;
  priced_version: number | null;
  priced_ex_pence: number | null;
  priced_vat_pence: number | null;
  priced_inc_pence: number | null;
  order_stage: OrderRow['stage'] | null;
  order_accepted_at: string | null;
  order_expected_date: string | null;
};

/** A quote request's Total inc VAT of record, from its lines (as its confirmation says it). */
function totalIncVat(row: CsvRow) {
  const { totals } = storedRecord(row);
  return totals ? pounds(totals.incVat) : '';
}

/** Pence as plain pounds ("2178.72"), which a spreadsheet adds up; blank for none. */
function pounds(pence: number | null) {
  return pence === null ? '' : (Number(pence) / 100).toFixed(2);
}

/** A stored time (UTC) as the shop's clock read it, GMT or BST: "2026-07-01 14:05". */
export function ukTime(iso: string) {
  const part = Object.fromEntries(
    UK_TIME.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]),
  );
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}
// Made once: building a formatter costs far more than using it.
const UK_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The inbox as CSV for a spreadsheet. A cell a spreadsheet would read as a formula (it
 * starts with =, +, - or an at sign, a tab or a carriage return) gets a leading apostrophe, so a
 * visitor's "=HYPERLINK(...)" stays text (OWASP, CSV injection). Every cell is quoted.
 */
export function csvCell(value: unknown) {
  let text = String(value ?? '');
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** `today` decides which sent quotes read as expired. */
export function enquiriesCsv(rows: CsvRow[], today: string) {
  const header = [
    'Reference',
    'Received (UK time)',
    'Type',
    'Status',
    'Spam',
    'Name',
    'Company',
    'Email',
    'Phone',
    'Subject',
    'Message',
    'Basket total inc VAT when asked (£)',
    'Quote state',
    'Quote version',
    'Totals of (accepted, else latest sent)',
    'Total ex VAT (£)',
    'VAT (£)',
    'Total inc VAT (£)',
    'PO number',
    'Order stage',
    'Order accepted (UK time)',
    'Next stage expected',
  ];
  const lines = rows.map((row) =>
    [
      row.reference,
      ukTime(row.created_at),
      kindLabel(row),
      STATUS_LABELS[row.status] ?? row.status,
      Number(row.spam) ? 'Yes' : 'No',
      row.erased_at ? '(erased)' : row.name,
      row.company,
      row.email,
      row.phone,
      enquirySubjects.find(({ value }) => value === row.subject)?.label ?? row.subject,
      row.message,
      totalIncVat(row),
      row.quote_state
        ? QUOTE_STATE_LABELS[
            displayState({ state: row.quote_state, valid_until: row.quote_valid_until }, today)
          ]
        : '',
      row.quote_version ? String(row.quote_version) : '',
      row.priced_version === null ? '' : quoteReference(row.reference, Number(row.priced_version)),
      pounds(row.priced_ex_pence),
      pounds(row.priced_vat_pence),
      pounds(row.priced_inc_pence),
      row.accepted_po ?? '',
      row.order_stage ? ORDER_STAGE_LABELS[row.order_stage] : '',
      row.order_accepted_at ? ukTime(row.order_accepted_at) : '',
      row.order_expected_date ?? '',
    ]
      .map(csvCell)
      .join(','),
  );
  // A byte-order mark so that Excel reads the pound sign as UTF-8.
  return `\uFEFF${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}
