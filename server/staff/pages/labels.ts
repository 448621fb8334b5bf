import { londonDate } from '../../sales/calendar';
import type { OrderStage, OrderStep } from '../../sales/order';
import {
  expectedLine,
  ORDER_STAGE_LABELS,
  standingHeading,
  stepHeading,
} from '../../sales/order-display';
import { QUOTE_STATE_LABELS, type QuoteDisplayState } from '../../sales/quote-display';
import type { EventRow, OutboxKind, OutboxRow, QuoteRow } from '../../store/schema';

/** The inbox's words for its statuses, kinds, emails and history. */
export const STATUS_LABELS: Record<string, string> = {
  new: 'New',
  'in-progress': 'In progress',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};
export const KIND_LABELS: Record<string, string> = {
  contact: 'Message',
  quote: 'Quote request',
  'site-survey': 'Site survey',
};

/** "Sent v2", "Draft", or "—" with no quote: the inbox list's quote column. */
export function quoteStateText(state: QuoteDisplayState | undefined, version: number | null) {
  if (!state) return '—';
  const label = QUOTE_STATE_LABELS[state];
  return version ? `${label} v${version}` : label;
}

/** What an email is, to whom: "Email to the sales team", "Quote v2 to the customer". */
export function mailSubject(kind: OutboxKind, version: number | null) {
  const v = version === null ? '' : ` v${version}`;
  switch (kind) {
    case 'enquiry':
      return 'Email to the sales team';
    case 'quote-sent':
      return `Quote${v} to the customer`;
    case 'quote-accepted':
      return `Acceptance of${v} to the sales team`;
    case 'quote-changes':
      return `Changes asked for on${v} to the sales team`;
    case 'quote-declined':
      return `Decline of${v} to the sales team`;
    case 'order-confirmed':
      return `Copy of the acceptance${v ? ` of${v}` : ''} to the customer`;
    case 'order-step':
      return 'Order update to the customer';
    case 'invoice':
      return 'Invoice to the customer';
    case 'credit-note':
      return 'Credit note to the customer';
    case 'invoice-reminder':
      return 'Payment reminder to the customer';
    case 'buyer-link':
      return 'Sign-in link to the customer';
  }
}

/**
 * Where an email stands, read from its outbox row as the worker left it (server/mail/outbox.ts),
 * in the sales team's words (no setting names): queued, being sent now (the worker holds its
 * lease), sent and at what time, or failed, with the mail server's answer and when it is tried
 * again; or never to be sent and why. A failure is said only when the worker recorded one
 * (`last_error`): a row claimed and still being sent has counted an attempt but failed nothing.
 * Times are the shop's (UK), with the day when it is not today's.
 */
export function mailState(mail: OutboxRow | undefined, now = new Date()) {
  if (!mail) return 'No email: the enquiry was erased before it was sent.';
  const toCustomer = !['enquiry', 'quote-accepted', 'quote-changes', 'quote-declined'].includes(
    mail.kind,
  );
  const to = toCustomer ? 'the customer' : 'the sales team';
  switch (mail.state) {
    case 'sent':
      return `Sent at ${timeOf(mail.sent_at ?? mail.created_at, now)} to ${to}`;
    case 'pending': {
      const sending = mail.lease_until !== null && Date.parse(mail.lease_until) > now.getTime();
      const failure = mail.last_error === null ? undefined : reasonOf(mail.last_error);
      if (sending) {
        return failure
          ? `Sending now to ${to}, again (the last try failed: ${failure})`
          : `Sending now to ${to}`;
      }
      if (!failure) return `Queued to be emailed to ${to}`;
      return `Not emailed yet: ${failure}, trying again at ${timeOf(mail.next_attempt_at, now)}`;
    }
    case 'not-configured':
      if (mail.kind === 'order-confirmed')
        return 'Not emailed: email is not set up on this server; the customer saw their order on the page when they accepted';
      if (mail.kind === 'order-step')
        return 'Not emailed: email is not set up on this server, so tell the customer yourself';
      return mail.kind === 'quote-sent'
        ? 'Not emailed: email is not set up on this server, so send the customer the link yourself'
        : 'Not emailed: email is not set up on this server, so read it here';
    case 'spam':
      return 'Not emailed: marked as spam (it filled in a field that only robots see)';
  }
}

/** The e-mail has not gone and staff may need to act: a refusal is kept, or mail is not set up. */
export function mailHeldUp(mail: OutboxRow | undefined) {
  return (
    mail?.state === 'not-configured' || (mail?.state === 'pending' && mail.last_error !== null)
  );
}

/** The mail server's answer as the worker kept it, without the "Error: " of its type. */
function reasonOf(error: string) {
  return error.replace(/^\w*Error: /, '').trim() || 'the mail server could not be reached';
}

/** "14:05" today, "14:05 on 27 November 2026" another day: the shop's time (UK). */
export function timeOf(iso: string, now: Date) {
  const at = new Date(iso);
  const time = UK_TIME.format(at);
  return londonDate(at) === londonDate(now) ? time : `${time} on ${UK_DAY.format(at)}`;
}
// Made once: building a formatter costs far more than using it.
const UK_TIME = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});
const UK_DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' });

const quoted = (text: string | null, none: string) => (text === null ? none : `: “${text}”`);

/**
 * One step of the history. Customers' steps name the version they saw ("The customer
 * accepted v1 (PO 4471)"); `quote` gives the purchase order number of an acceptance, and
 * `steps` the order's timeline, whose step taken at the event's time gives its Ready way and
 * expected date.
 */
export function eventText(
  event: EventRow,
  quote?: Pick<QuoteRow, 'accepted_po'> | undefined,
  steps: readonly OrderStep[] = [],
) {
  const version = event.to_status ?? '';
  switch (event.kind) {
    case 'status':
      return `Status changed from ${STATUS_LABELS[event.from_status ?? ''] ?? event.from_status} to ${STATUS_LABELS[event.to_status ?? ''] ?? event.to_status}`;
    case 'note':
      return event.note === null ? 'Note (erased)' : `Note: ${event.note}`;
    case 'erased':
      return 'Erased at the customer’s request: what the enquiry said is gone';
    case 'quote-opened':
      return version === 'v1' ? 'Prepared a quote (draft of v1)' : `Revising: draft of ${version}`;
    case 'quote-saved':
      return version ? `Saved the draft of ${version}` : 'Saved the quote’s draft';
    case 'quote-sent':
      return `Sent quote ${version} to the customer`;
    case 'quote-withdrawn':
      return `Withdrew quote ${version}`.trim();
    case 'quote-viewed':
      return `The customer viewed ${version}`;
    case 'quote-accepted':
      return `The customer accepted ${version}${quote?.accepted_po ? ` (PO ${quote.accepted_po})` : ''}`;
    case 'quote-changes':
      return `The customer asked for changes to ${version}${quoted(event.note, '')}`;
    case 'quote-declined':
      return `The customer declined ${version}${quoted(event.note, ' (no reason given)')}`;
    case 'order-step':
      return orderStepText(
        event,
        steps.find((step) => step.at === event.at),
      );
  }
}

const stageLabel = (stage: string | null) =>
  ORDER_STAGE_LABELS[stage as OrderStage] ?? String(stage);

/**
 * A step on the order: from its stage to the next, or an update that kept it, with the way
 * a Ready order goes and the date the step expects next ("Moved the order from In production
 * to Ready: Out for delivery, expected to be completed 3 February 2027"), and its words.
 */
function orderStepText(
  { from_status: from, to_status: to, note }: EventRow,
  step: OrderStep | undefined,
) {
  if (to === 'update') {
    // Where it stands: a Ready order in the way it goes ("Installation booked for ...").
    const standing = step?.stage === 'ready' ? standingHeading(step) : stageLabel(from);
    return `Updated the customer on the order (${standing}${expecting(step)})${quoted(note, '')}`;
  }
  if (to === 'cancelled') return `Cancelled the order${quoted(note, '')}`;
  const moved = `Moved the order from ${stageLabel(from)} to ${stageLabel(to)}`;
  const way = to === 'ready' && step ? `: ${stepHeading(step)}` : '';
  return `${moved}${way}${expecting(step)}${quoted(note, '')}`;
}

/**
 * ", expected to be ready 10 December 2026": the date the step expects next, in the words
 * of the order's page; none where the way already says the day (an installation booked).
 */
function expecting(step: OrderStep | undefined) {
  const line = step && expectedLine(step);
  return line ? `, ${line[0].toLowerCase()} ${line[1]}` : '';
}
