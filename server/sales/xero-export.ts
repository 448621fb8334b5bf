import type { Pence } from '../../app/catalogue/money';
import type { CreditNote } from './credit-note';
import type { Invoice, InvoiceLine } from './invoice';

/**
 * The period's invoices and credit notes for the accountant, in Xero's UK sales invoice
 * import layout (PRODUCT.md "Invoices and payments"): a row per line, dates dd/mm/yyyy,
 * amounts as plain numbers in pounds, unit amounts ex VAT (imported as "Tax exclusive").
 * A credit note is imported as Xero reads one from this layout: its lines with negative
 * unit amounts, dated the day it was issued (it falls due at once).
 */
export const XERO_COLUMNS = [
  'ContactName',
  'InvoiceNumber',
  'Reference',
  'InvoiceDate',
  'DueDate',
  'Description',
  'Quantity',
  'UnitAmount',
  'AccountCode',
  'TaxType',
] as const;

export type XeroRow = Record<(typeof XERO_COLUMNS)[number], string>;

/** The accountant's codes: the sales account and the tax rates, as their Xero names them. */
export interface XeroCodes {
  accountCode: string;
  /** Standard-rated sales. */
  vat: string;
  /** Lines under the domestic reverse charge for construction services. */
  reverseCharge: string;
}

/** Xero's demonstration UK chart: Sales is 200; its names of the two rates used here. */
export const DEFAULT_XERO_CODES: XeroCodes = {
  accountCode: '200',
  vat: '20% (VAT on Income)',
  reverseCharge: 'Domestic Reverse Charge @ 20% (VAT on Income)',
};

export function xeroRows(
  invoices: readonly Invoice[],
  creditNotes: readonly CreditNote[],
  codes: XeroCodes = DEFAULT_XERO_CODES,
): XeroRow[] {
  const document = (
    source: Invoice | CreditNote,
    number: string,
    reference: string,
    dueDate: string,
    sign: 1 | -1,
  ) =>
    source.lines.map((line) => ({
      ContactName: contactName(source.customer),
      InvoiceNumber: number,
      Reference: reference,
      InvoiceDate: ukDate(source.issueDate),
      DueDate: ukDate(dueDate),
      Description: line.description,
      Quantity: String(line.quantity),
      UnitAmount: pounds(sign * line.unitExPence),
      AccountCode: codes.accountCode,
      TaxType: taxType(line, codes),
    }));
  return [
    ...invoices.flatMap((invoice) =>
      document(invoice, invoice.number, orderReference(invoice), invoice.dueDate, 1),
    ),
    ...creditNotes.flatMap((note) =>
      document(
        note,
        note.number,
        `${note.invoiceNumber} ${orderReference(note)}`,
        note.issueDate,
        -1,
      ),
    ),
  ];
}

/** The rows as a CSV file: a header of the column names, a row per line, CRLF. */
export function xeroCsv(rows: readonly XeroRow[]): string {
  const lines = rows.map((row) => XERO_COLUMNS.map((column) => cell(row[column], column)));
  return [XERO_COLUMNS.join(','), ...lines.map((line) => line.join(','))].join('\r\n') + '\r\n';
}

const NUMBERS: ReadonlySet<string> = new Set(['Quantity', 'UnitAmount']);

/**
 * A cell, quoted when it holds a comma, quote or line break. A text cell a spreadsheet would
 * read as a formula gets a leading apostrophe (OWASP, CSV injection); the numbers stay
 * plain, their minus sign included, for Xero to read.
 */
function cell(value: string, column: string): string {
  const text = !NUMBERS.has(column) && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Xero's contacts are the businesses billed: the company, else the person. */
function contactName(customer: Invoice['customer']): string {
  return customer.billing.company.trim() || customer.name;
}

function orderReference(source: Pick<Invoice, 'orderReference' | 'po'>): string {
  return source.po ? `${source.orderReference} PO ${source.po}` : source.orderReference;
}

function taxType(line: InvoiceLine, codes: XeroCodes): string {
  return line.reverseCharge ? codes.reverseCharge : codes.vat;
}

/** YYYY-MM-DD as dd/mm/yyyy. */
export function ukDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** Pence as a plain number of pounds: "16.66", "-450.00", never "£" or "1,250.00". */
export function pounds(pence: Pence): string {
  const whole = Math.abs(pence);
  const sign = pence < 0 ? '-' : '';
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
