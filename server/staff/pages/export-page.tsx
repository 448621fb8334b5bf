import { renderDocument } from '../../html/document';
import { formatDay } from '../../sales/calendar';
import type { Period } from '../../store/exports';
import type { PeriodProblems } from '../export-period';
import { ErrorSummary, TextField } from './form-parts';
import { StaffDocument, type Staff } from './layout';
import { urls } from '../../urls';

/**
 * The accountant's exports: a period (last month unless chosen), and two downloads of it, the
 * invoices and credit notes in Xero's sales invoice import layout and the payments received.
 * One GET form whose two buttons each fetch a file, so a period is an address to keep.
 */
export function exportPage({
  staff,
  period,
  problems = {},
}: {
  staff: Staff;
  period: Period;
  problems?: PeriodProblems;
}) {
  const list = Object.entries(problems).map(([target, text]) => ({ target, text }));
  const valid = list.length === 0;
  return renderDocument(
    <StaffDocument title="For the accountant" staff={staff}>
      <p>
        <a href={urls.staff.inbox.href()}>Back to the inbox</a>
      </p>
      <h1>For the accountant</h1>
      <p className="lead">
        {valid
          ? `The invoices, credit notes and payments of ${formatDay(period.from)} to ${formatDay(period.to)}, as files to send.`
          : 'Choose the first and last day of the period.'}
      </p>
      <ErrorSummary heading="No files: there is a problem" problems={list} />
      <form method="get" action={urls.staff.exports.href()} className="narrow" noValidate>
        <TextField
          id="from"
          label="First day"
          type="date"
          value={period.from}
          error={problems.from}
        />
        <TextField id="to" label="Last day" type="date" value={period.to} error={problems.to} />
        <div className="actions">
          <button className="button" type="submit" formAction={urls.staff.xeroCsv.path}>
            Download invoices for Xero (CSV)
          </button>
          <button
            className="button secondary"
            type="submit"
            formAction={urls.staff.paymentsCsv.path}
          >
            Download payments (CSV)
          </button>
        </div>
      </form>
      <p>
        The invoices file follows Xero’s sales invoice import: a row per line, dates as dd/mm/yyyy,
        amounts ex VAT as plain numbers; a credit note’s lines are negative. In Xero, import it
        under Business, Invoices, Import, as tax exclusive.
      </p>
    </StaffDocument>,
  );
}
