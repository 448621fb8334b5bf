import { formatPrice } from '../../../app/catalogue/money';
import type { Draft, DraftErrors, DraftValues } from '../draft-form';
import { MAX_CUSTOMER_NOTE } from '../draft-form';
import { quoteTotals } from '../../sales/money';
import { formatDay } from '../../sales/calendar';
import { describedBy, rowsFor, TextField } from './form-parts';
import { QuoteLinesTable } from '../../html/quote-lines-table';

/**
 * The editor's totals: the server's, from the lines as saved. When what is on the page
 * was not saved (a problem, or someone else's save), they say they are the saved draft's.
 * The staff script (data-total...) shows them as typed once staff change a line, and says so.
 */
export function EditorTotals({ saved, changed }: { saved: Draft; changed: boolean }) {
  const totals = quoteTotals(saved.lines);
  return (
    <section aria-labelledby="totals-heading" data-totals>
      <h2 id="totals-heading">Totals</h2>
      <p className="hint" data-totals-note hidden={!changed}>
        {changed ? 'As last saved; your changes above are not saved yet.' : null}
      </p>
      <dl className="facts totals">
        <dt>Total ex VAT</dt>
        <dd data-total="exVat">{formatPrice(totals.exVat)}</dd>
        <dt>VAT (20%)</dt>
        <dd data-total="vat">{formatPrice(totals.vat)}</dd>
        <dt>Total inc VAT</dt>
        <dd>
          <strong data-total="incVat">{formatPrice(totals.incVat)}</strong>
        </dd>
      </dl>
      <p className="sr-only" role="status" data-totals-said></p>
    </section>
  );
}

/**
 * A save refused because someone else saved first: what they saved, so that nothing of
 * theirs is lost and what was typed (still in the form below) can be applied again.
 */
export function TheirVersion({ theirs }: { theirs: Draft }) {
  return (
    <section className="conflict" aria-labelledby="conflict-heading">
      <div role="alert">
        <h2 id="conflict-heading">Someone else saved this quote while you were editing it</h2>
        <p>
          Your changes were not saved, and nothing of theirs was overwritten. Their version is
          below; what you typed is still in the form. Check it against theirs, then save again to
          replace theirs with yours.
        </p>
      </div>
      <h3 id="their-lines">Their saved lines</h3>
      {theirs.lines.length > 0 ? (
        <QuoteLinesTable labelledBy="their-lines" lines={theirs.lines} />
      ) : (
        <p>No lines.</p>
      )}
      <dl className="facts">
        <dt>Valid until</dt>
        <dd>{theirs.validUntil ? formatDay(theirs.validUntil) : '—'}</dd>
        <dt>Note to the customer</dt>
        <dd className="pre">{theirs.note || '—'}</dd>
      </dl>
    </section>
  );
}

/** What the customer reads beside the lines: until when they can accept it, and a note. */
export function CustomerFields({
  values,
  errors,
  today,
}: {
  values: DraftValues;
  errors: DraftErrors;
  today: string;
}) {
  return (
    <>
      <h2>For the customer</h2>
      <TextField
        id="validUntil"
        label="Valid until"
        type="date"
        value={values.validUntil}
        min={today}
        error={errors.validUntil}
        hint={`The customer can accept it until the end of this day (today is ${formatDay(today)}).`}
        className="narrow-field"
      />
      <TextField
        id="deposit"
        label="Deposit (% of the total)"
        value={values.deposit}
        inputMode="numeric"
        error={errors.deposit}
        hint="Invoiced when the customer accepts; the balance when the order is Ready. 0 for none."
        className="narrow-field"
      />
      <div className="field">
        <label htmlFor="note">Note to the customer</label>
        <p className="hint" id="note-hint">
          Shown on the quote under the lines: what is included, access, anything to agree.
        </p>
        {errors.note ? (
          <p className="error" id="note-error">
            {errors.note}
          </p>
        ) : null}
        <textarea
          id="note"
          name="note"
          className="grow tall"
          rows={Math.max(4, rowsFor(values.note))}
          maxLength={MAX_CUSTOMER_NOTE}
          defaultValue={values.note}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={describedBy('note-hint', errors.note && 'note-error')}
        />
      </div>
    </>
  );
}
