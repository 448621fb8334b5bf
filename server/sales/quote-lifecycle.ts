import { addDays, calendarDay, isPast, londonDate } from './calendar';
import { quoteTotals } from './money';
import {
  CUSTOMER,
  DEFAULT_VALID_DAYS,
  type Draft,
  type Quote,
  type QuoteEvent,
  type QuoteMail,
} from './quote';
import type { QuoteLine } from './money';
import {
  isOpen,
  QUOTE_TRANSITIONS,
  type CustomerRefusal,
  type QuoteActionKind,
  type QuoteRefusal,
  type QuoteStanding,
  type Transition,
} from './quote-transitions';

/**
 * A quote's life as one pure function: `(quote, action, now)` gives the quote after the
 * action, the lines it adds to the enquiry's history and the e-mails it makes due, or why
 * it is refused. Which action is allowed in which state is quote-transitions.ts's table;
 * this file adds only what a cell cannot say (which version, which draft, a repeat). The
 * store carries a decision out as one conditional write on the state it was made on.
 */
export type QuoteAction =
  | { kind: 'save-draft'; revision: number; draft: Draft; by: string }
  | { kind: 'send'; revision: number; draft: Draft; by: string }
  | { kind: 'revise'; by: string }
  | { kind: 'withdraw'; by: string }
  | { kind: 'view' }
  | { kind: 'accept'; version: number; name: string; po: string }
  | { kind: 'ask-for-changes'; version: number; message: string }
  | { kind: 'ask-for-new-quote'; version: number; message: string }
  | { kind: 'decline'; version: number; reason: string };

export interface QuoteDecision {
  next: Quote;
  events: QuoteEvent[];
  mails: QuoteMail[];
}
export type QuoteDecided = QuoteDecision | { refused: QuoteRefusal };

/** What the customer does at the quote's link; the rest are the sales team's steps. */
export type CustomerAction = Exclude<QuoteAction, { by: string }>;

/** The quote's standing at `now`: its state, or "expired" once an open version's date passed. */
export function standingOf(quote: Pick<Quote, 'state' | 'latest'>, now: Date): QuoteStanding {
  const validUntil = quote.latest?.validUntil ?? null;
  return isOpen(quote.state) && isPast(validUntil, londonDate(now)) ? 'expired' : quote.state;
}

/** The rule the table gives `action` on `quote` at `now`. */
export function transitionOf(quote: Quote, kind: QuoteActionKind, now: Date): Transition {
  return QUOTE_TRANSITIONS[standingOf(quote, now)][kind];
}

/** A customer's answer is refused only for a reason the quote's page can show them. */
export function decideQuote(
  quote: Quote,
  action: CustomerAction,
  now: Date,
): QuoteDecision | { refused: CustomerRefusal };
export function decideQuote(quote: Quote, action: QuoteAction, now: Date): QuoteDecided;
export function decideQuote(quote: Quote, action: QuoteAction, now: Date): QuoteDecided {
  // An answer to an older version is refused before its state is read: the customer is
  // shown the latest. Only what was accepted stands above that.
  if (
    'version' in action &&
    quote.state !== 'accepted' &&
    quote.latest &&
    action.version !== quote.latest.version
  ) {
    return { refused: 'superseded' };
  }
  const rule = transitionOf(quote, action.kind, now);
  if ('refused' in rule) return rule;
  if ('nothing' in rule) {
    // Only the accepted version's acceptance repeats; another version's is too late.
    if (action.kind === 'accept' && action.version !== quote.acceptance?.version) {
      return { refused: 'accepted' };
    }
    return unchanged(quote);
  }
  const at = now.toISOString();
  const state = rule.to === 'stays' ? quote.state : rule.to;
  const latest = quote.latest;
  const version = latest?.version ?? 0;
  const event = (kind: QuoteEvent['kind'], by: string, on: number, note: string | null = null) =>
    ({ kind, by, version: on, note, step: rule.step }) satisfies QuoteEvent;

  switch (action.kind) {
    case 'save-draft': {
      if (!quote.draft || action.revision !== quote.revision) return { refused: 'stale' };
      const next = { ...quote, draft: action.draft, revision: quote.revision + 1, updatedAt: at };
      return { next, events: [event('quote-saved', action.by, version + 1)], mails: [] };
    }
    case 'send': {
      if (!quote.draft || action.revision !== quote.revision) return { refused: 'stale' };
      const { lines, validUntil, note, depositPercent } = action.draft;
      const next: Quote = {
        ...quote,
        state,
        draft: undefined,
        revision: quote.revision + 1,
        latest: {
          version: version + 1,
          lines,
          totals: quoteTotals(lines),
          validUntil,
          note,
          depositPercent,
          sentAt: at,
          sentBy: action.by,
          firstViewedAt: undefined,
        },
        customerMessage: '',
        updatedAt: at,
      };
      return {
        next,
        events: [event('quote-sent', action.by, version + 1)],
        mails: [{ kind: 'quote-sent', version: version + 1, words: undefined }],
      };
    }
    case 'revise': {
      if (quote.draft || !latest) return unchanged(quote);
      // The version sent is valid until its own date, so the next one keeps it unless staff
      // change it; one that has passed by then is refused when sent (staff/draft-form.ts).
      const draft = {
        lines: latest.lines,
        validUntil: calendarDay(latest.validUntil),
        note: latest.note,
        depositPercent: latest.depositPercent,
      };
      const next = { ...quote, draft, revision: quote.revision + 1, updatedAt: at };
      return { next, events: [event('quote-opened', action.by, version + 1)], mails: [] };
    }
    case 'withdraw': {
      const next = { ...quote, state, updatedAt: at };
      return { next, events: [event('quote-withdrawn', action.by, version)], mails: [] };
    }
    case 'view': {
      // Only the customer's first look at the latest version is a step.
      if (!latest || latest.firstViewedAt) return unchanged(quote);
      const next = { ...quote, state, latest: { ...latest, firstViewedAt: at } };
      return { next, events: [event('quote-viewed', CUSTOMER, version)], mails: [] };
    }
    case 'accept': {
      const { name, po } = action;
      const next: Quote = {
        ...quote,
        state,
        draft: undefined,
        acceptance: { version, name, po, at },
        updatedAt: at,
      };
      return {
        next,
        events: [event('quote-accepted', CUSTOMER, version)],
        mails: [{ kind: 'quote-accepted', version, words: { name, po } }],
      };
    }
    case 'ask-for-changes':
    case 'ask-for-new-quote':
    case 'decline': {
      const message = action.kind === 'decline' ? action.reason : action.message;
      if (repeatsRequest(quote, action.kind, message)) return unchanged(quote);
      const kind = action.kind === 'decline' ? 'quote-declined' : 'quote-changes';
      const asked = action.kind === 'decline' ? quote.lastChangesRequest : { message, at };
      const next: Quote = {
        ...quote,
        state,
        customerMessage: message,
        updatedAt: at,
        lastChangesRequest: asked,
      };
      return {
        next,
        events: [event(kind, CUSTOMER, version, message || null)],
        mails: [{ kind, version, words: { message } }],
      };
    }
  }
}

/**
 * The same words sent twice in a row (a double click) are one request: for changes, while
 * the quote still waits on them; for a new quote, while the request is the last step that
 * changed the quote.
 */
function repeatsRequest(quote: Quote, kind: QuoteActionKind, message: string) {
  if (kind === 'ask-for-changes') {
    return quote.state === 'changes-requested' && quote.customerMessage === message;
  }
  if (kind !== 'ask-for-new-quote') return false;
  const last = quote.lastChangesRequest;
  return last !== undefined && last.message === message && last.at === quote.updatedAt;
}

function unchanged(quote: Quote): QuoteDecision {
  return { next: quote, events: [], mails: [] };
}

/** Whether a decision changes nothing (a repeat): the store then writes nothing. */
export function changesNothing(decision: QuoteDecision): boolean {
  return decision.events.length === 0;
}

/**
 * A new quote for an enquiry, prepared by `by`: its draft starts from `lines` (a basket's,
 * priced again) and is valid for DEFAULT_VALID_DAYS from today in Glasgow.
 */
export function prepareQuote(
  lines: QuoteLine[],
  by: string,
  now: Date,
  depositPercent: number,
): QuoteDecision {
  const at = now.toISOString();
  const validUntil = addDays(londonDate(now), DEFAULT_VALID_DAYS);
  return {
    next: {
      state: 'draft',
      draft: { lines, validUntil, note: '', depositPercent },
      revision: 0,
      latest: undefined,
      acceptance: undefined,
      customerMessage: '',
      updatedAt: at,
      lastChangesRequest: undefined,
    },
    events: [{ kind: 'quote-opened', by, version: 1, note: null, step: 'prepared' }],
    mails: [],
  };
}
