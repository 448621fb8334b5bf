import type { QuoteState, QuoteStep } from './quote';

/**
 * The one table of a quote's life: for each standing a quote can be in, what each action
 * does to it. A new state or action is a row or a column here; the lifecycle
 * (quote-lifecycle.ts) reads it, the store's conditional writes and the inbox's filters
 * take their lists of states from it, and quote-lifecycle.test.ts walks every cell.
 *
 * A standing is the stored state, or "expired": an open quote (one the customer can still
 * accept) whose Valid until has passed in Glasgow. Expiry is read from `now`, never stored.
 */
export type QuoteStanding = QuoteState | 'expired';

export type QuoteActionKind =
  // The sales team's:
  | 'save-draft'
  | 'send'
  | 'revise'
  | 'withdraw'
  // The customer's, at the quote's link:
  | 'view'
  | 'accept'
  | 'ask-for-changes'
  | 'ask-for-new-quote'
  | 'decline';

export type CustomerRefusal =
  'superseded' | 'expired' | 'withdrawn' | 'declined' | 'accepted' | 'not-sent';
export type StaffRefusal = 'accepted' | 'not-withdrawable' | 'stale';
export type QuoteRefusal = CustomerRefusal | StaffRefusal;

/**
 * What an allowed action does: the state it moves to ('stays': the state is kept) and how
 * the enquiry's status follows; `nothing` when it changes nothing (a repeat).
 */
export type Transition =
  { to: QuoteState | 'stays'; step?: QuoteStep } | { nothing: true } | { refused: QuoteRefusal };

const NOTHING = { nothing: true } as const;
const SAVE = { to: 'stays', step: 'prepared' } as const;
const SEND = { to: 'sent', step: 'sent' } as const;
const REVISE = { to: 'stays' } as const;
const WITHDRAW = { to: 'withdrawn', step: 'withdrawn' } as const;
const SEEN = { to: 'stays' } as const;
const ACCEPT = { to: 'accepted', step: 'accepted' } as const;
const CHANGES = { to: 'changes-requested' } as const;
/** A new quote asked for puts the enquiry back In progress; the quote waits as changes. */
const NEW_QUOTE = { to: 'changes-requested', step: 'new-quote-asked' } as const;
/** On a closed quote the request reaches the team and leaves the quote as it is. */
const NEW_QUOTE_CLOSED = { to: 'stays', step: 'new-quote-asked' } as const;
const DECLINE = { to: 'declined', step: 'declined' } as const;

function refused(refusal: QuoteRefusal) {
  return { refused: refusal } as const;
}

export const QUOTE_TRANSITIONS = {
  // Before the first version is sent: no link exists yet, so the customer has nothing.
  draft: {
    'save-draft': SAVE,
    send: SEND,
    revise: NOTHING,
    withdraw: refused('not-withdrawable'),
    view: refused('not-sent'),
    accept: refused('not-sent'),
    'ask-for-changes': refused('not-sent'),
    'ask-for-new-quote': refused('not-sent'),
    decline: refused('not-sent'),
  },
  sent: {
    'save-draft': SAVE,
    send: SEND,
    revise: REVISE,
    withdraw: WITHDRAW,
    view: { to: 'viewed' },
    accept: ACCEPT,
    'ask-for-changes': CHANGES,
    'ask-for-new-quote': NEW_QUOTE,
    decline: DECLINE,
  },
  viewed: {
    'save-draft': SAVE,
    send: SEND,
    revise: REVISE,
    withdraw: WITHDRAW,
    view: SEEN,
    accept: ACCEPT,
    'ask-for-changes': CHANGES,
    'ask-for-new-quote': NEW_QUOTE,
    decline: DECLINE,
  },
  'changes-requested': {
    'save-draft': SAVE,
    send: SEND,
    revise: REVISE,
    withdraw: WITHDRAW,
    view: SEEN,
    accept: ACCEPT,
    'ask-for-changes': CHANGES,
    'ask-for-new-quote': NEW_QUOTE,
    decline: DECLINE,
  },
  expired: {
    'save-draft': SAVE,
    send: SEND,
    revise: REVISE,
    withdraw: WITHDRAW,
    view: SEEN,
    accept: refused('expired'),
    // Its page offers a new quote instead; its date still keeps it from being accepted,
    // so it can wait as a changes request.
    'ask-for-changes': refused('expired'),
    'ask-for-new-quote': NEW_QUOTE,
    decline: DECLINE,
  },
  accepted: {
    'save-draft': refused('accepted'),
    send: refused('accepted'),
    revise: refused('accepted'),
    withdraw: refused('not-withdrawable'),
    view: SEEN,
    // Accepting the accepted version again (a double click, a resend) is one acceptance.
    accept: NOTHING,
    'ask-for-changes': refused('accepted'),
    'ask-for-new-quote': refused('accepted'),
    decline: refused('accepted'),
  },
  // Declined and withdrawn are closed: changes to them would make them open, and acceptable,
  // again behind the team's back; a request for a new quote reaches the team instead.
  declined: {
    'save-draft': SAVE,
    send: SEND,
    revise: REVISE,
    withdraw: refused('not-withdrawable'),
    view: SEEN,
    accept: refused('declined'),
    'ask-for-changes': refused('declined'),
    'ask-for-new-quote': NEW_QUOTE_CLOSED,
    decline: NOTHING,
  },
  withdrawn: {
    'save-draft': SAVE,
    send: SEND,
    revise: REVISE,
    withdraw: refused('not-withdrawable'),
    view: SEEN,
    accept: refused('withdrawn'),
    'ask-for-changes': refused('withdrawn'),
    'ask-for-new-quote': NEW_QUOTE_CLOSED,
    decline: refused('withdrawn'),
  },
} as const satisfies Record<QuoteStanding, Record<QuoteActionKind, Transition>>;

const STORED: readonly QuoteState[] = [
  'draft',
  'sent',
  'viewed',
  'changes-requested',
  'accepted',
  'declined',
  'withdrawn',
];

function statesWhere(action: QuoteActionKind, to: QuoteState): readonly QuoteState[] {
  return STORED.filter((state) => {
    const rule: Transition = QUOTE_TRANSITIONS[state][action];
    return 'to' in rule && rule.to === to;
  });
}

/**
 * The open states: those the customer can accept from while the version is in date (sent,
 * viewed, changes requested). Only these expire.
 */
export const OPEN_STATES = statesWhere('accept', 'accepted');

/** The states staff can withdraw a sent quote from. */
export const WITHDRAWABLE_STATES = statesWhere('withdraw', 'withdrawn');

export function isOpen(state: QuoteState): boolean {
  return OPEN_STATES.includes(state);
}
