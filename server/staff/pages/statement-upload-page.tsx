import { renderDocument } from '../../html/document';
import { ErrorSummary } from './form-parts';
import { Csrf, StaffDocument, type Staff } from './layout';
import { FILE_FORM } from './statement-pages';
import { urls } from '../../urls';

/** The import's first page: upload the bank's CSV export, and what the last import recorded. */
export interface ImportOutcome {
  recorded: number;
  already: number;
  refused: number;
}

export function uploadPage({
  staff,
  problem,
  outcome,
}: {
  staff: Staff;
  problem?: string | undefined;
  outcome?: ImportOutcome | undefined;
}) {
  return renderDocument(
    <StaffDocument title="Bank statement" staff={staff}>
      <p>
        <a href={urls.staff.inbox.href()}>Back to the inbox</a>
      </p>
      <h1>Bank statement</h1>
      {outcome ? <OutcomeNotice outcome={outcome} /> : null}
      <p className="lead">
        Upload the CSV file your online banking exports. Each payment whose reference holds an
        invoice number is shown against that invoice; nothing is recorded until you confirm.
      </p>
      <ErrorSummary
        heading="Not read: there is a problem"
        problems={problem ? [{ target: 'statement', text: problem }] : []}
      />
      <form {...FILE_FORM} action={urls.staff.statements.href()} className="narrow" noValidate>
        <Csrf staff={staff} />
        <div className="field">
          <label htmlFor="statement">Statement (CSV file)</label>
          <p className="hint" id="statement-hint">
            From NatWest, Bank of Scotland, Nationwide or any bank that exports a date, a
            description and an amount.
          </p>
          {problem ? (
            <p className="error" id="statement-error">
              {problem}
            </p>
          ) : null}
          <input
            id="statement"
            name="statement"
            type="file"
            accept=".csv,text/csv"
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'statement-hint statement-error' : 'statement-hint'}
          />
        </div>
        <div className="actions">
          <button className="button" type="submit">
            Read the statement
          </button>
        </div>
      </form>
    </StaffDocument>,
  );
}

function OutcomeNotice({ outcome }: { outcome: ImportOutcome }) {
  const payments = (count: number) => (count === 1 ? '1 payment' : `${count} payments`);
  const words = [
    `${payments(outcome.recorded)} recorded.`,
    outcome.already ? `${payments(outcome.already)} had been recorded before.` : '',
    outcome.refused
      ? `${payments(outcome.refused)} not recorded: the invoice was paid or credited meanwhile.`
      : '',
  ];
  return (
    <p className="success" role="status">
      {words.filter(Boolean).join(' ')}
    </p>
  );
}
