import { invoiceNumber } from '../../app/catalogue/references';
import { PAYMENT_METHOD_LABELS } from '../sales/invoice-payments';
import { pounds, ukDate } from '../sales/xero-export';
import type { ReceivedPayment } from '../store/exports';
import { csvCell, ukTime } from './csv';
import { invoiceOf } from '../store/documents';

/**
 * The period's payments for the accountant, a row each: when the money arrived, against
 * which invoice and whose, how much (plain pounds), how, and whether it was confirmed from a
 * bank statement. Dates as in the Xero file (dd/mm/yyyy), so the two read alike.
 */
export const PAYMENT_COLUMNS = [
  'Date received',
  'Invoice',
  'Customer',
  'Amount',
  'Method',
  'From bank statement',
  'Recorded by',
  'Recorded (UK time)',
] as const;

export function paymentsCsv(rows: readonly ReceivedPayment[]): string {
  const lines = rows.map((row) => {
    const invoice = invoiceOf(row);
    return [
      ukDate(row.received_on),
      invoiceNumber(Number(row.number)),
      invoice.customer.billing.company.trim() || invoice.customer.name,
      pounds(Number(row.amount_pence)),
      PAYMENT_METHOD_LABELS[row.method] ?? row.method,
      row.statement_row ? 'Yes' : 'No',
      row.recorded_by,
      ukTime(row.recorded_at),
    ];
  });
  return (
    [PAYMENT_COLUMNS, ...lines].map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n'
  );
}
