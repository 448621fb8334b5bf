import type { Pence } from '../../app/catalogue/money';
import { isRealDate } from './calendar';
import { csvRows } from './csv-rows';

/**
 * A bank's CSV export read as the credits on it (PRODUCT.md "Invoices and payments", Bank
 * statements). Banks differ in their columns, so staff name them once (kept by the store):
 * the date, the words of the description or reference (one column or several), and the
 * amount as one signed column or as paid in and paid out. Rows above the header (the
 * account's name, its balance) are skipped; dates are dd/mm/yyyy or "28 Nov 2026"; amounts
 * may carry £ signs and thousands separators. Only money in is kept: a statement is read
 * to find payments, nothing else.
 */
export interface ColumnMapping {
  date: string;
  /** The columns whose words a payer's reference may be in, joined with a space. */
  description: readonly string[];
  amount: { signed: string } | { paidIn: string; paidOut: string };
}

export interface StatementCredit {
  /** The file's line number (1 onwards), to show staff where it came from. */
  line: number;
  /** YYYY-MM-DD. */
  date: string;
  description: string;
  amount: Pence;
  /**
   * The same row in any import of the same statement, or of an overlapping one: its day,
   * amount, words and how many identical rows came before it on the statement.
   */
  fingerprint: string;
}

export interface ReadStatement {
  credits: StatementCredit[];
  /** Rows whose date or amount could not be read, by line number: for a person to look at. */
  unreadable: number[];
}

export type StatementRefusal = 'no-header';

export function readStatement(
  text: string,
  mapping: ColumnMapping,
): ReadStatement | { refused: StatementRefusal } {
  const rows = csvRows(text);
  const headerAt = rows.findIndex((row) => columnsOf(mapping).every((name) => has(row, name)));
  const header = rows[headerAt];
  if (!header) return { refused: 'no-header' };
  const column = (row: string[], name: string) =>
    (row[header.findIndex((cell) => same(cell, name))] ?? '').trim();
  const credits: StatementCredit[] = [];
  const unreadable: number[] = [];
  const seen = new Map<string, number>();
  rows.slice(headerAt + 1).forEach((row, index) => {
    const line = headerAt + index + 2;
    if (row.every((cell) => cell.trim() === '')) return;
    const date = dateOf(column(row, mapping.date));
    const amount = creditOf(mapping.amount, (name) => column(row, name));
    if (date === undefined || amount === undefined) {
      unreadable.push(line);
      return;
    }
    if (amount <= 0) return;
    const description = mapping.description
      .map((name) => column(row, name))
      .filter(Boolean)
      .join(' ');
    const key = `${date}|${amount}|${description.toUpperCase().replace(/\s+/g, ' ')}`;
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    credits.push({ line, date, description, amount, fingerprint: `${key}|${occurrence}` });
  });
  return { credits, unreadable };
}

function columnsOf(mapping: ColumnMapping): string[] {
  const amount =
    'signed' in mapping.amount
      ? [mapping.amount.signed]
      : [mapping.amount.paidIn, mapping.amount.paidOut];
  return [mapping.date, ...mapping.description, ...amount];
}

const same = (cell: string, name: string) => cell.trim().toLowerCase() === name.toLowerCase();
const has = (row: string[], name: string) => row.some((cell) => same(cell, name));

/** Money in, in pence: a signed amount above 0, or paid in (an empty paid-in is nothing). */
function creditOf(
  amount: ColumnMapping['amount'],
  cell: (name: string) => string,
): Pence | undefined {
  if ('signed' in amount) return penceOf(cell(amount.signed));
  const paidIn = cell(amount.paidIn);
  const paidOut = cell(amount.paidOut);
  if (paidIn === '') return paidOut === '' || penceOf(paidOut) !== undefined ? 0 : undefined;
  return penceOf(paidIn);
}

/**
 * "£1,250.00", "1250", "-12.5", "(12.50)" as pence, exactly (no floating point); undefined
 * when it is not an amount.
 */
export function penceOf(text: string): Pence | undefined {
  const bracketed = /^\(.*\)$/.test(text.trim());
  const cleaned = text.replace(/[£,\s()]/g, '');
  const match = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return undefined;
  const [, sign, pounds = '', pennies = ''] = match;
  const pence = Number(pounds) * 100 + Number(pennies.padEnd(2, '0'));
  return sign === '-' || bracketed ? -pence : pence;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "28/11/2026", "28/11/26" or "28 Nov 2026" as YYYY-MM-DD; undefined for anything else. */
export function dateOf(text: string): string | undefined {
  const numeric = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  const worded = /^(\d{1,2})[ -]([A-Za-z]{3})[A-Za-z]*[ -](\d{4})$/.exec(text);
  const [day, month, year] = numeric
    ? [numeric[1], Number(numeric[2]), numeric[3]]
    : worded
      ? [worded[1], MONTHS.indexOf(worded[2]?.toLowerCase() ?? '') + 1, worded[3]]
      : [];
  if (!day || !month || !year) return undefined;
  const iso = `${year.length === 2 ? `20${year}` : year}-${String(month).padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isRealDate(iso) ? iso : undefined;
}
