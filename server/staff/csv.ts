import { enquirySubjects } from '../../app/catalogue/enquiry';
import { formatPrice } from '../../app/catalogue/money';
import { kindLabel } from '../enquiries/present';
import type { EnquiryRow } from '../store/schema';
import { STATUS_LABELS } from './pages/labels';

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

export function enquiriesCsv(rows: EnquiryRow[]) {
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
      row.total_pence === null ? '' : formatPrice(Number(row.total_pence)),
    ]
      .map(csvCell)
      .join(','),
  );
  // A byte-order mark so that Excel reads the pound sign as UTF-8.
  return `\uFEFF${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}
