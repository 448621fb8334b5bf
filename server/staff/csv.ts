import { enquirySubjects } from '../../app/catalogue/enquiry';
import { formatPrice } from '../../app/catalogue/money';
import { kindLabel, storedRecord } from '../enquiries/present';
import { displayState, QUOTE_STATE_LABELS } from '../quotes/state';
import type { EnquiryRow, QuoteRow } from '../store/schema';
import { STATUS_LABELS } from './pages/labels';

/** An enquiry as the export reads it: with its quote's state, version and acceptance. */
export type CsvRow = EnquiryRow & {
  quote_state: QuoteRow['state'] | null;
  quote_version: number | null;
  quote_valid_until: string | null;
  quote_total_ex_pence: number | null;
  accepted_po: string | null;
};

/** A quote request's Total inc VAT of record, from its lines (as its confirmation says it). */
function totalIncVat(row: CsvRow) {
  const { totals } = storedRecord(row);
  return totals ? formatPrice(totals.incVat) : '';
}

/** Pence as plain pounds ("1250.50"), which a spreadsheet adds up. */
function pounds(pence: number) {
  return (pence / 100).toFixed(2);
}

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
    'Received',
    'Type',
    'Status',
    'Spam',
    'Name',
    'Company',
    'Email',
    'Phone',
    'Subject',
    'Message',
    'Total inc VAT',
    'Quote state',
    'Quote version',
    'Accepted value ex VAT (£)',
    'PO number',
  ];
  const lines = rows.map((row) =>
    [
      row.reference,
      row.created_at,
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
      row.quote_state === 'accepted' && row.quote_total_ex_pence !== null
        ? pounds(Number(row.quote_total_ex_pence))
        : '',
      row.accepted_po ?? '',
    ]
      .map(csvCell)
      .join(','),
  );
  // A byte-order mark so that Excel reads the pound sign as UTF-8.
  return `\uFEFF${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}
