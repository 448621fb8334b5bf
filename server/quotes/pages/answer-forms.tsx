import type { ReactNode } from 'react';
import { formatPrice } from '../../../app/catalogue/money';
import {
  ANSWER_FIELDS,
  EMPTY_VALUES,
  type AnswerErrors,
  type AnswerKind,
  type AnswerValues,
} from '../answer-form';
import type { CustomerView } from '../customer-view';
import { AnswerField, DeclarationFields, TermsTick } from './answer-fields';
import { urls } from '../../urls';

/** What every form on a quote's page carries, and the one posted if it came back refused. */
export interface FormContext {
  token: string;
  version: number;
  formToken: string;
  posted?: { kind: AnswerKind; values: AnswerValues; errors: AnswerErrors } | undefined;
}

function typed(context: FormContext, kind: AnswerKind) {
  const posted = context.posted?.kind === kind ? context.posted : undefined;
  return { values: posted?.values ?? EMPTY_VALUES, errors: posted?.errors ?? {} };
}

/** A plain form post (no script) with the version it answers and the page's token. */
function AnswerForm({
  context,
  kind,
  heading,
  children,
}: {
  context: FormContext;
  kind: AnswerKind;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section className="quote-answer" aria-labelledby={`${kind}-heading`}>
      <h2 id={`${kind}-heading`}>{heading}</h2>
      <form method="post" action={urls.quote.answer.href(context.token, kind)} noValidate>
        <input type="hidden" name="version" value={context.version} />
        <input type="hidden" name="_form" value={context.formToken} />
        {children}
      </form>
    </section>
  );
}

/** What an acceptance asks for, in the form's order; the site's address only where it is needed. */
const ACCEPT_FIELDS = [
  'name',
  'po',
  'billingCompany',
  'billingAddress',
  'billingPostcode',
] as const;
const SITE_FIELDS = ['siteAddress', 'sitePostcode'] as const;

/** ", £600.00 ex VAT (£720.00 inc VAT)," or ", £600.00 ex VAT plus the VAT your answers below decide," */
function depositAmount(deposit: CustomerView['deposit']): string {
  if (!deposit) return '';
  const { charged, reverseCharged } = deposit;
  const amounts = `${formatPrice(charged.exVat)} ex VAT (${formatPrice(charged.payable)} inc VAT)`;
  if (!reverseCharged) return `, ${amounts},`;
  // The declaration below decides: both, so the buyer can check either against the invoice.
  const ifReverseCharged =
    reverseCharged.exVat === charged.exVat
      ? `${formatPrice(reverseCharged.payable)} to pay`
      : `${formatPrice(reverseCharged.exVat)} ex VAT, ${formatPrice(reverseCharged.payable)} to pay`;
  return `, ${amounts}, or ${ifReverseCharged} if the reverse charge applies to your construction work,`;
}

/**
 * When the invoices come, as sales/invoice-issue.ts issues them: a deposit at acceptance and
 * the balance at Ready; a deposit of 100% leaves no balance, and one that comes to nothing
 * (a few pence at a small percentage) is not issued, so the whole is invoiced at Ready.
 */
function paymentSentence({ depositPercent, deposit }: CustomerView): string {
  if (depositPercent <= 0 || deposit?.charged.exVat === 0) {
    return 'we email you the invoice when your order is ready.';
  }
  const invoice = `we email you an invoice for a ${depositPercent}% deposit${depositAmount(deposit)} at once`;
  return depositPercent >= 100
    ? `${invoice}: it is the whole order, so nothing more is invoiced when your order is ready.`
    : `${invoice}, and one for the balance when your order is ready.`;
}

export function AcceptForm({ context, view }: { context: FormContext; view: CustomerView }) {
  const { values, errors } = typed(context, 'accept');
  const asked = view.needsSite ? [...ACCEPT_FIELDS, ...SITE_FIELDS] : ACCEPT_FIELDS;
  return (
    <AnswerForm context={context} kind="accept" heading="Accept quote">
      <p>
        Accept {view.title}: {formatPrice(view.totals.exVat)} ex VAT,{' '}
        {formatPrice(view.totals.incVat)} inc VAT. Nothing is paid online: {paymentSentence(view)}
      </p>
      {asked.map((name) => (
        <AnswerField
          key={name}
          form="accept"
          field={ANSWER_FIELDS[name]}
          value={values[name]}
          error={errors[name]}
        />
      ))}
      {view.needsDeclaration ? <DeclarationFields values={values} errors={errors} /> : null}
      <TermsTick form="accept" checked={values.terms} error={errors.terms} />
      <div className="quote-submit">
        <button className="button" type="submit">
          Accept quote
        </button>
      </div>
    </AnswerForm>
  );
}

/**
 * Changes to this quote; or, once it can no longer be accepted (expired, declined or
 * withdrawn), a new quote: the one way to ask again, reaching the team as a changes request.
 */
export function ChangesForm({ context, newQuote }: { context: FormContext; newQuote: boolean }) {
  const { values, errors } = typed(context, 'changes');
  const label = newQuote ? 'Ask for a new quote' : 'Ask for changes';
  return (
    <AnswerForm context={context} kind="changes" heading={label}>
      <AnswerField
        form="changes"
        field={newQuote ? ANSWER_FIELDS.newQuote : ANSWER_FIELDS.message}
        value={values.message}
        error={errors.message}
      />
      <div className="quote-submit">
        <button className={newQuote ? 'button' : 'button secondary'} type="submit">
          {label}
        </button>
      </div>
    </AnswerForm>
  );
}

export function DeclineForm({ context }: { context: FormContext }) {
  const { values, errors } = typed(context, 'decline');
  return (
    <AnswerForm context={context} kind="decline" heading="Decline">
      <AnswerField
        form="decline"
        field={ANSWER_FIELDS.reason}
        value={values.reason}
        error={errors.reason}
      />
      <div className="quote-submit">
        <button className="button secondary" type="submit">
          Decline quote
        </button>
      </div>
    </AnswerForm>
  );
}
