import { formatPrice } from '../../../app/catalogue/money';
import { renderDocument } from '../../html/document';
import {
  INVOICE_STANDING_LABELS,
  INVOICE_STANDINGS,
  type InvoiceStanding,
} from '../../sales/invoice-transitions';
import { amountDue } from '../../sales/invoice-payments';
import type { InvoiceRecord } from '../../store/invoice-ledgers';
import { urls } from '../../urls';
import { InvoiceTable } from './invoice-table';
import { StaffDocument, type Staff } from './layout';

/**
 * Every invoice, newest first, filtered by its standing (a GET form, so a filtered list is
 * an address to keep), with what the listed invoices have due now.
 */
export function invoicesPage({
  staff,
  records,
  standing,
  now,
}: {
  staff: Staff;
  records: InvoiceRecord[];
  standing: InvoiceStanding | undefined;
  now: Date;
}) {
  const due = records.reduce((sum, record) => sum + amountDue(record.invoice, record.ledger), 0);
  const which = standing ? INVOICE_STANDING_LABELS[standing].toLowerCase() : 'all';
  return renderDocument(
    <StaffDocument title="Invoices" staff={staff}>
      <p className="flush">
        <a href={urls.staff.inbox.href()}>Back to the inbox</a>
      </p>
      <h1>Invoices</h1>
      <form
        method="get"
        action={urls.staff.invoices.href()}
        className="filters"
        aria-label="Filter invoices"
      >
        <div className="field">
          <label htmlFor="standing">Standing</label>
          <select id="standing" name="standing" defaultValue={standing ?? ''}>
            <option value="">Any</option>
            {INVOICE_STANDINGS.map((choice) => (
              <option key={choice} value={choice}>
                {INVOICE_STANDING_LABELS[choice]}
              </option>
            ))}
          </select>
        </div>
        <button className="button secondary" type="submit">
          Show
        </button>
      </form>
      {records.length === 0 ? (
        <p>{standing ? `No ${which} invoices.` : 'No invoices yet.'}</p>
      ) : (
        <>
          <p>
            {records.length === 1 ? '1 invoice' : `${records.length} invoices`} ({which}),{' '}
            {formatPrice(due)} due now.
          </p>
          <InvoiceTable records={records} now={now} caption="Invoices, newest first" />
        </>
      )}
    </StaffDocument>,
  );
}
