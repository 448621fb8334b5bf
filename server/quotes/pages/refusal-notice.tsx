import type { Refusal } from '../../store/customer-answers';
import type { CustomerView } from '../customer-view';
import { formatDay } from '../../sales/calendar';
import type { FormContext } from './answer-forms';

const REFUSALS: Record<Refusal, (view: CustomerView) => [string, string]> = {
  superseded: (view) => [
    'This quote has been revised',
    `You answered an earlier version; our sales team has since sent version ${view.version}, shown below. Please read it and answer it instead.`,
  ],
  expired: (view) => [
    'This quote has expired',
    `It was valid until ${formatDay(view.validUntil)}, so it can no longer be accepted. You can ask for a new quote below.`,
  ],
  withdrawn: () => [
    'This quote was withdrawn',
    'Our sales team withdrew it, so it can no longer be accepted. You can ask for a new quote below.',
  ],
  declined: () => [
    'This quote was declined',
    'It was declined, so it can no longer be accepted. You can ask for a new quote below.',
  ],
  // A link is made only when a quote is sent, so no customer should meet this one.
  'not-sent': () => [
    'This quote is not ready yet',
    'Our sales team has not sent it yet. Please use the link in the e-mail they send you.',
  ],
  accepted: (view) => [
    'This quote is already accepted',
    `${view.acceptance ? `Version ${view.acceptance.version}` : 'It'} was accepted, so it cannot be answered again.`,
  ],
};

/** Whether the page, as it is now, still has the form the customer posted. */
function formKept(view: CustomerView, kind: NonNullable<FormContext['posted']>['kind']) {
  if (view.status === 'open' || view.status === 'changes-requested') return true;
  return kind === 'changes' && view.status !== 'accepted';
}

/**
 * An answer that came too late or to an older version, said plainly above the quote as it
 * is now: nothing was recorded, and what the customer typed waits in its form below.
 */
export function RefusalNotice({
  why,
  view,
  context,
}: {
  why: Refusal;
  view: CustomerView;
  context: FormContext;
}) {
  const [title, lead] = REFUSALS[why](view);
  const posted = context.posted;
  const kept = posted && formKept(view, posted.kind);
  return (
    <div className="notice" role="alert">
      <h2 className="flush">{title}</h2>
      <p>{lead}</p>
      <p className="flush">
        <strong>Nothing was recorded.</strong>
        {kept
          ? posted.kind === 'accept' && why === 'superseded'
            ? ' What you typed is kept in the form below: tick the box again once you have read this version.'
            : ' What you typed is kept in the form below.'
          : null}
      </p>
    </div>
  );
}
