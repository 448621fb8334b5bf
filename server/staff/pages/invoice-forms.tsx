import { formatPrice } from '../../../app/catalogue/money';
import type { InvoiceLine } from '../../sales/invoice';
import { PAYMENT_METHOD_LABELS } from '../../sales/invoice-payments';
import {
  MAX_CREDIT_REASON,
  PAYMENT_METHODS,
  type CreditErrors,
  type CreditValues,
  type PaymentErrors,
  type PaymentValues,
} from '../invoice-forms';
import { urls } from '../../urls';
import { describedBy, ErrorSummary, TextField, type Problem } from './form-parts';
import { Csrf, type Staff } from './layout';

/** A form given back: as typed, with its problems, or why the invoice refused it. */
export interface PaymentFormState {
  values: PaymentValues;
  errors: PaymentErrors;
  refusal?: string | undefined;
}
export interface CreditFormState {
  values: CreditValues;
  errors: CreditErrors;
  refusal?: string | undefined;
}

/** "Record a payment": amount, the day it arrived and how, posted as a plain form. */
export function PaymentForm({
  staff,
  number,
  today,
  form,
}: {
  staff: Staff;
  number: string;
  today: string;
  form?: PaymentFormState | undefined;
}) {
  const values = form?.values ?? { amount: '', receivedOn: today, method: '' };
  const errors = form?.errors ?? {};
  const problems: Problem[] = [
    ...(errors.amount ? [{ target: 'amount', text: errors.amount }] : []),
    ...(errors.receivedOn ? [{ target: 'receivedOn', text: errors.receivedOn }] : []),
    ...(errors.method ? [{ target: `method-${PAYMENT_METHODS[0]}`, text: errors.method }] : []),
  ];
  return (
    <form
      method="post"
      action={urls.staff.invoicePayment.href(number)}
      aria-labelledby="pay-heading"
    >
      <h2 id="pay-heading">Record a payment</h2>
      {form?.refusal ? (
        <p className="notice" role="alert">
          Not recorded. {form.refusal}
        </p>
      ) : null}
      <ErrorSummary heading="The payment was not recorded" problems={problems} />
      <Csrf staff={staff} />
      <TextField
        id="amount"
        label="Amount received (£)"
        className="narrow-field"
        inputMode="decimal"
        maxLength={20}
        value={values.amount}
        error={errors.amount}
        hint="No more than is due now."
      />
      <TextField
        id="receivedOn"
        label="Date received"
        type="date"
        className="narrow-field"
        value={values.receivedOn}
        error={errors.receivedOn}
        hint="The day the money arrived: today or earlier."
      />
      <fieldset className="choices">
        <legend>How it was paid</legend>
        {errors.method ? (
          <p className="error" id="method-error">
            {errors.method}
          </p>
        ) : null}
        {PAYMENT_METHODS.map((method) => (
          <label className="check" key={method}>
            <input
              type="radio"
              id={`method-${method}`}
              name="method"
              value={method}
              defaultChecked={values.method === method}
              aria-describedby={errors.method ? 'method-error' : undefined}
            />
            {PAYMENT_METHOD_LABELS[method]}
          </label>
        ))}
      </fieldset>
      <div className="actions compact">
        <button className="button" type="submit">
          Record the payment
        </button>
      </div>
    </form>
  );
}

/**
 * "Issue a credit note": the whole of what is left of the invoice, or some of its lines,
 * and the reason the customer reads. It cites the invoice; it is e-mailed to the customer.
 */
export function CreditForm({
  staff,
  number,
  lines,
  form,
}: {
  staff: Staff;
  number: string;
  lines: InvoiceLine[];
  form?: CreditFormState | undefined;
}) {
  const values = form?.values ?? { scope: '', reason: '', quantities: lines.map(() => '') };
  const errors = form?.errors ?? {};
  const problems: Problem[] = [
    ...(errors.scope ? [{ target: 'scope-whole', text: errors.scope }] : []),
    ...(errors.reason ? [{ target: 'reason', text: errors.reason }] : []),
    ...(errors.lines ? [{ target: 'credit-0', text: errors.lines }] : []),
    ...Object.entries(errors.quantities ?? {}).map(([line, text]) => ({
      target: `credit-${line}`,
      text: `Line ${Number(line) + 1}: ${text}`,
    })),
  ];
  return (
    <form
      method="post"
      action={urls.staff.invoiceCredit.href(number)}
      aria-labelledby="credit-heading"
    >
      <h2 id="credit-heading">Issue a credit note</h2>
      <p>
        An issued invoice never changes: a credit note citing {number} corrects it, and is emailed
        to the customer with its PDF. Issue a new invoice if the work is to be charged again.
      </p>
      {form?.refusal ? (
        <p className="notice" role="alert">
          No credit note issued. {form.refusal}
        </p>
      ) : null}
      <ErrorSummary heading="No credit note was issued" problems={problems} />
      <Csrf staff={staff} />
      <fieldset className="choices">
        <legend>What to credit</legend>
        {errors.scope ? (
          <p className="error" id="scope-error">
            {errors.scope}
          </p>
        ) : null}
        {(
          [
            ['whole', 'The whole invoice (every line not credited before)'],
            ['lines', 'Some of its lines, as entered below'],
          ] as const
        ).map(([scope, label]) => (
          <label className="check" key={scope}>
            <input
              type="radio"
              id={`scope-${scope}`}
              name="scope"
              value={scope}
              defaultChecked={values.scope === scope}
              aria-describedby={errors.scope ? 'scope-error' : undefined}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {errors.lines ? <p className="error">{errors.lines}</p> : null}
      {lines.map((line, index) => (
        <TextField
          key={index}
          id={`credit-${index}`}
          label={`How many of "${line.description}" (${line.quantity} at ${formatPrice(line.unitExPence)} ex VAT)`}
          className="narrow-field"
          inputMode="numeric"
          maxLength={7}
          value={values.quantities[index] ?? ''}
          error={errors.quantities?.[index]}
        />
      ))}
      <div className="field">
        <label htmlFor="reason">Reason</label>
        <p className="hint" id="reason-hint">
          One line; the customer reads it on the credit note.
        </p>
        {errors.reason ? (
          <p className="error" id="reason-error">
            {errors.reason}
          </p>
        ) : null}
        <input
          id="reason"
          name="reason"
          maxLength={MAX_CREDIT_REASON}
          defaultValue={values.reason}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={describedBy('reason-hint', errors.reason && 'reason-error')}
        />
      </div>
      <div className="actions compact">
        <button className="button" type="submit">
          Issue the credit note
        </button>
      </div>
    </form>
  );
}
