import type { Draft, DraftErrors, DraftValues } from '../draft-form';
import { lineTotal } from '../../sales/money';
import { renderDocument } from '../../html/document';
import type { EnquiryRow, QuoteRow } from '../../store/schema';
import { ErrorSummary, type Problem } from './form-parts';
import { Csrf, StaffDocument, type Staff } from './layout';
import { StaffScript } from './staff-script';
import { BLANK_LINE, LineFields } from './quote-line-fields';
import { CustomerFields, EditorTotals, TheirVersion } from './quote-editor-parts';
import { urls } from '../../urls';

export interface EditorPageProps {
  staff: Staff;
  enquiry: Pick<EnquiryRow, 'id' | 'reference' | 'name' | 'company'>;
  quote: Pick<QuoteRow, 'latest_version'>;
  /** The form's values: the saved draft, or what was typed when it could not be saved. */
  values: DraftValues;
  /** The values read as a draft, line for line (for each valid line's total). */
  draft: Draft;
  /** The draft as stored: the totals are the server's, from the saved lines. */
  saved: Draft;
  revision: number;
  today: string;
  blanks: number;
  errors?: DraftErrors | undefined;
  flash?: string | undefined;
  /** Someone else's save came first: theirs, shown beside what was typed. */
  theirs?: Draft | undefined;
}

const PARTS = ['description', 'quantity', 'price', 'lead'] as const;

/** Every problem in page order, each leading to its field. */
function problemsOf(values: DraftValues, errors: DraftErrors): Problem[] {
  const problems: Problem[] = [];
  values.lines.forEach((_, index) => {
    for (const part of PARTS) {
      const message = errors[`line-${index}-${part}`];
      if (message)
        problems.push({ target: `line-${index}-${part}`, text: `Line ${index + 1}: ${message}` });
    }
  });
  if (errors.lines) problems.push({ target: 'lines-heading', text: errors.lines });
  if (errors.validUntil) problems.push({ target: 'validUntil', text: errors.validUntil });
  if (errors.deposit) problems.push({ target: 'deposit', text: errors.deposit });
  if (errors.note) problems.push({ target: 'note', text: errors.note });
  return problems;
}

/**
 * The quote editor: the draft's lines as fields, "Add a line", Valid until, the note to
 * the customer, and "Save draft" or "Send quote". A plain form: the server reads it,
 * checks it, computes every figure and answers with the page again; the staff script only
 * shows the totals as typed meanwhile.
 */
export function quoteEditorPage(props: EditorPageProps) {
  const { staff, enquiry, values, draft, errors = {}, theirs } = props;
  const version = props.quote.latest_version + 1;
  const lineHasProblem = (index: number) =>
    PARTS.some((part) => errors[`line-${index}-${part}`] !== undefined);
  const total = (index: number) => {
    const line = draft.lines[index];
    return line && !lineHasProblem(index) ? lineTotal(line) : undefined;
  };
  const blanks = Array.from({ length: props.blanks }, (_, k) => values.lines.length + k);
  return renderDocument(
    <StaffDocument title={`Quote for ${enquiry.reference}`} staff={staff}>
      <p>
        <a href={urls.staff.enquiry.href(enquiry.id)}>Back to {enquiry.reference}</a>
      </p>
      <h1>
        Quote for <span className="nowrap">{enquiry.reference}</span> (draft of v{version})
      </h1>
      <p className="lead">
        For {enquiry.name}
        {enquiry.company ? `, ${enquiry.company}` : ''}.{' '}
        {version > 1
          ? `The customer keeps seeing v${version - 1} until you send this one.`
          : 'The customer sees nothing until you send it.'}
      </p>
      {props.flash ? (
        <p className="success" role="status">
          {props.flash}
        </p>
      ) : null}
      {theirs ? <TheirVersion theirs={theirs} /> : null}
      <ErrorSummary heading="Not saved: there is a problem" problems={problemsOf(values, errors)} />
      <form method="post" action={urls.staff.quote.href(enquiry.id)} noValidate data-quote-editor>
        <Csrf staff={staff} />
        <input type="hidden" name="revision" value={props.revision} />
        <h2 id="lines-heading">Lines</h2>
        <p className="hint" id="construction-hint">
          Mark as construction work the lines within the domestic reverse charge (VAT Notice 735):
          the fitting or installation, and the goods fitted as part of it. The customer then says at
          acceptance whether they are a VAT- and CIS-registered contractor, who pays no VAT on those
          lines. Which lines are marked is decided with the business&apos;s accountant.
        </p>
        {errors.lines ? (
          <p className="error" id="lines-error">
            {errors.lines}
          </p>
        ) : null}
        {values.lines.map((line, index) => (
          <LineFields
            key={index}
            index={index}
            values={line}
            errors={errors}
            total={total(index)}
            isNew={false}
          />
        ))}
        {blanks.map((index) => (
          <LineFields
            key={index}
            index={index}
            values={BLANK_LINE}
            errors={{}}
            total={undefined}
            isNew
          />
        ))}
        <button className="button secondary" type="submit" name="action" value="add">
          Add a line
        </button>
        <EditorTotals
          saved={props.saved}
          changed={theirs !== undefined || Object.keys(errors).length > 0}
        />
        <CustomerFields values={values} errors={errors} today={props.today} />
        <div className="actions">
          <button className="button secondary" type="submit" name="action" value="save">
            Save draft
          </button>
          <button className="button" type="submit" name="action" value="send">
            Send quote
          </button>
        </div>
        <p className="hint">
          Sending makes it v{version}: the customer gets its link (by email when email is set up),
          and the enquiry becomes Quoted.
        </p>
      </form>
      <StaffScript />
    </StaffDocument>,
  );
}
