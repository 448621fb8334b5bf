import { expect, test } from 'vitest';
import type { QuoteLine } from './money';
import type { Quote } from './quote';
import { displayState } from './quote-display';
import {
  decideQuote,
  prepareQuote,
  standingOf,
  type QuoteAction,
  type QuoteDecided,
} from './quote-lifecycle';
import {
  OPEN_STATES,
  WITHDRAWABLE_STATES,
  type QuoteActionKind,
  type QuoteStanding,
} from './quote-transitions';

/** 20:00 in Glasgow on 25 November 2026; version 1 is valid until 25 December. */
const NOW = new Date('2026-11-25T20:00:00Z');
const AFTER_EXPIRY = new Date('2026-12-26T10:00:00Z');
const STAFF = 'sales@example.test';
const LINES: QuoteLine[] = [
  { description: 'Black grid', quantity: 3, unitExPence: 1666, leadTime: '' },
  { description: 'Installation', quantity: 1, unitExPence: 45_000, leadTime: '' },
];
const DRAFT = {
  lines: LINES,
  validUntil: '2027-01-10',
  note: 'Fitted in a day.',
  depositPercent: 30,
};

const SENT: Quote = {
  state: 'sent',
  draft: undefined,
  revision: 3,
  latest: {
    version: 1,
    lines: LINES,
    totals: { exVat: 49_998, vat: 10_000, incVat: 59_998 },
    validUntil: '2026-12-25',
    note: '',
    depositPercent: 0,
    sentAt: '2026-11-20T10:00:00.000Z',
    sentBy: STAFF,
    firstViewedAt: undefined,
  },
  acceptance: undefined,
  customerMessage: '',
  updatedAt: '2026-11-20T10:00:00.000Z',
  lastChangesRequest: undefined,
};

/** A quote in each standing (and the time it is judged at). */
const QUOTES: Record<QuoteStanding, [Quote, Date]> = {
  draft: [{ ...SENT, state: 'draft', latest: undefined, draft: DRAFT }, NOW],
  sent: [SENT, NOW],
  viewed: [{ ...SENT, state: 'viewed' }, NOW],
  'changes-requested': [
    { ...SENT, state: 'changes-requested', customerMessage: 'Can it be white?' },
    NOW,
  ],
  expired: [SENT, AFTER_EXPIRY],
  accepted: [
    {
      ...SENT,
      state: 'accepted',
      acceptance: { version: 1, name: 'Morag', po: '', at: '2026-11-21T09:00:00.000Z' },
    },
    NOW,
  ],
  declined: [{ ...SENT, state: 'declined', customerMessage: 'Too dear' }, NOW],
  withdrawn: [{ ...SENT, state: 'withdrawn' }, NOW],
};

const ACTIONS: Record<QuoteActionKind, QuoteAction> = {
  'save-draft': { kind: 'save-draft', revision: 3, draft: DRAFT, by: STAFF },
  send: { kind: 'send', revision: 3, draft: DRAFT, by: STAFF },
  revise: { kind: 'revise', by: STAFF },
  withdraw: { kind: 'withdraw', by: STAFF },
  view: { kind: 'view' },
  accept: { kind: 'accept', version: 1, name: 'Morag Campbell', po: 'PO-7731' },
  'ask-for-changes': { kind: 'ask-for-changes', version: 1, message: 'Make it white' },
  'ask-for-new-quote': { kind: 'ask-for-new-quote', version: 1, message: 'A new one, please' },
  decline: { kind: 'decline', version: 1, reason: 'Found it cheaper' },
};

/** A decision in a line: next state | history line (version, step) | e-mail. */
function outcome(decided: QuoteDecided): string {
  if ('refused' in decided) return `refused: ${decided.refused}`;
  const { next, events, mails } = decided;
  if (events.length === 0) return 'nothing';
  const lines = events.map(
    (event) =>
      `${event.kind} v${event.version}${event.step ? ` -> ${event.step}` : ''} by ${event.by}`,
  );
  const sent = mails.map((mail) => `mail ${mail.kind} v${mail.version}`);
  return [next.state, ...lines, ...sent].join(' | ');
}

const C = 'customer';
const S = STAFF;
/** Every cell, written out by hand from PRODUCT.md "Quotes" (not read from the table). */
const EXPECTED: Record<QuoteStanding, Record<QuoteActionKind, string>> = {
  draft: {
    'save-draft': `draft | quote-saved v1 -> prepared by ${S}`,
    send: `sent | quote-sent v1 -> sent by ${S} | mail quote-sent v1`,
    revise: 'nothing',
    withdraw: 'refused: not-withdrawable',
    view: 'refused: not-sent',
    accept: 'refused: not-sent',
    'ask-for-changes': 'refused: not-sent',
    'ask-for-new-quote': 'refused: not-sent',
    decline: 'refused: not-sent',
  },
  sent: {
    'save-draft': `sent | quote-saved v2 -> prepared by ${S}`,
    send: `sent | quote-sent v2 -> sent by ${S} | mail quote-sent v2`,
    revise: `sent | quote-opened v2 by ${S}`,
    withdraw: `withdrawn | quote-withdrawn v1 -> withdrawn by ${S}`,
    view: `viewed | quote-viewed v1 by ${C}`,
    accept: `accepted | quote-accepted v1 -> accepted by ${C} | mail quote-accepted v1`,
    'ask-for-changes': `changes-requested | quote-changes v1 by ${C} | mail quote-changes v1`,
    'ask-for-new-quote': `changes-requested | quote-changes v1 -> new-quote-asked by ${C} | mail quote-changes v1`,
    decline: `declined | quote-declined v1 -> declined by ${C} | mail quote-declined v1`,
  },
  viewed: {
    'save-draft': `viewed | quote-saved v2 -> prepared by ${S}`,
    send: `sent | quote-sent v2 -> sent by ${S} | mail quote-sent v2`,
    revise: `viewed | quote-opened v2 by ${S}`,
    withdraw: `withdrawn | quote-withdrawn v1 -> withdrawn by ${S}`,
    view: `viewed | quote-viewed v1 by ${C}`,
    accept: `accepted | quote-accepted v1 -> accepted by ${C} | mail quote-accepted v1`,
    'ask-for-changes': `changes-requested | quote-changes v1 by ${C} | mail quote-changes v1`,
    'ask-for-new-quote': `changes-requested | quote-changes v1 -> new-quote-asked by ${C} | mail quote-changes v1`,
    decline: `declined | quote-declined v1 -> declined by ${C} | mail quote-declined v1`,
  },
  'changes-requested': {
    'save-draft': `changes-requested | quote-saved v2 -> prepared by ${S}`,
    send: `sent | quote-sent v2 -> sent by ${S} | mail quote-sent v2`,
    revise: `changes-requested | quote-opened v2 by ${S}`,
    withdraw: `withdrawn | quote-withdrawn v1 -> withdrawn by ${S}`,
    view: `changes-requested | quote-viewed v1 by ${C}`,
    accept: `accepted | quote-accepted v1 -> accepted by ${C} | mail quote-accepted v1`,
    'ask-for-changes': `changes-requested | quote-changes v1 by ${C} | mail quote-changes v1`,
    'ask-for-new-quote': `changes-requested | quote-changes v1 -> new-quote-asked by ${C} | mail quote-changes v1`,
    decline: `declined | quote-declined v1 -> declined by ${C} | mail quote-declined v1`,
  },
  expired: {
    'save-draft': `sent | quote-saved v2 -> prepared by ${S}`,
    send: `sent | quote-sent v2 -> sent by ${S} | mail quote-sent v2`,
    revise: `sent | quote-opened v2 by ${S}`,
    withdraw: `withdrawn | quote-withdrawn v1 -> withdrawn by ${S}`,
    view: `sent | quote-viewed v1 by ${C}`,
    accept: 'refused: expired',
    'ask-for-changes': 'refused: expired',
    'ask-for-new-quote': `changes-requested | quote-changes v1 -> new-quote-asked by ${C} | mail quote-changes v1`,
    decline: `declined | quote-declined v1 -> declined by ${C} | mail quote-declined v1`,
  },
  accepted: {
    'save-draft': 'refused: accepted',
    send: 'refused: accepted',
    revise: 'refused: accepted',
    withdraw: 'refused: not-withdrawable',
    view: `accepted | quote-viewed v1 by ${C}`,
    accept: 'nothing',
    'ask-for-changes': 'refused: accepted',
    'ask-for-new-quote': 'refused: accepted',
    decline: 'refused: accepted',
  },
  declined: {
    'save-draft': `declined | quote-saved v2 -> prepared by ${S}`,
    send: `sent | quote-sent v2 -> sent by ${S} | mail quote-sent v2`,
    revise: `declined | quote-opened v2 by ${S}`,
    withdraw: 'refused: not-withdrawable',
    view: `declined | quote-viewed v1 by ${C}`,
    accept: 'refused: declined',
    'ask-for-changes': 'refused: declined',
    'ask-for-new-quote': `declined | quote-changes v1 -> new-quote-asked by ${C} | mail quote-changes v1`,
    decline: 'nothing',
  },
  withdrawn: {
    'save-draft': `withdrawn | quote-saved v2 -> prepared by ${S}`,
    send: `sent | quote-sent v2 -> sent by ${S} | mail quote-sent v2`,
    revise: `withdrawn | quote-opened v2 by ${S}`,
    withdraw: 'refused: not-withdrawable',
    view: `withdrawn | quote-viewed v1 by ${C}`,
    accept: 'refused: withdrawn',
    'ask-for-changes': 'refused: withdrawn',
    'ask-for-new-quote': `withdrawn | quote-changes v1 -> new-quote-asked by ${C} | mail quote-changes v1`,
    decline: 'refused: withdrawn',
  },
};

const CELLS = Object.entries(EXPECTED).flatMap(([standing, row]) =>
  Object.entries(row).map(([action, expected]) => ({ standing, action, expected })),
) as { standing: QuoteStanding; action: QuoteActionKind; expected: string }[];

test.each(CELLS)('$standing, $action: $expected', ({ standing, action, expected }) => {
  const [quote, now] = QUOTES[standing];
  expect(standingOf(quote, now)).toBe(standing);
  // Save and send need the draft staff loaded open; revise opens one when none is.
  const judged =
    action === 'save-draft' || action === 'send'
      ? { ...quote, draft: quote.draft ?? DRAFT }
      : quote;
  expect(outcome(decideQuote(judged, ACTIONS[action], now))).toBe(expected);
});

test('an allowed step moves the quote as it says: the acceptance, the version sent, the words', () => {
  const accepted = decideQuote(SENT, ACTIONS.accept, NOW);
  assert('next' in accepted);
  expect(accepted.next.acceptance).toEqual({
    version: 1,
    name: 'Morag Campbell',
    po: 'PO-7731',
    at: NOW.toISOString(),
  });
  expect(accepted.mails[0]?.words).toEqual({ name: 'Morag Campbell', po: 'PO-7731' });

  const sent = decideQuote({ ...SENT, draft: DRAFT }, ACTIONS.send, NOW);
  assert('next' in sent);
  // £16.66 x 3 + £450.00 = £499.98 ex VAT; VAT £100.00 (money.ts, the one rule of record).
  expect(sent.next.latest?.totals).toEqual({ exVat: 49_998, vat: 10_000, incVat: 59_998 });
  // The deposit the draft asked is the version's: frozen with it, as its lines are.
  expect(sent.next.latest?.depositPercent).toBe(30);
  expect(sent.next.draft).toBeUndefined();
  expect(sent.next.revision).toBe(4);

  const revised = decideQuote(
    { ...SENT, latest: { ...SENT.latest, validUntil: '2027-02-30' } } as Quote,
    ACTIONS.revise,
    NOW,
  );
  assert('next' in revised);
  // A date kept from before dates were checked opens as the day it was printed as.
  expect(revised.next.draft?.validUntil).toBe('2027-03-02');

  const declined = decideQuote(SENT, ACTIONS.decline, NOW);
  assert('next' in declined);
  expect(declined.next.customerMessage).toBe('Found it cheaper');
  expect(declined.mails[0]?.words).toEqual({ message: 'Found it cheaper' });
});

test('an answer to an older version is superseded, in every standing but accepted', () => {
  const v2 = { ...SENT, latest: SENT.latest && { ...SENT.latest, version: 2 } };
  for (const kind of ['accept', 'ask-for-changes', 'ask-for-new-quote', 'decline'] as const) {
    for (const state of ['sent', 'viewed', 'changes-requested', 'declined', 'withdrawn'] as const) {
      expect(decideQuote({ ...v2, state }, ACTIONS[kind], NOW), `${state} ${kind}`).toEqual({
        refused: 'superseded',
      });
    }
    expect(decideQuote(v2, ACTIONS[kind], AFTER_EXPIRY)).toEqual({ refused: 'superseded' });
  }
  const accepted = { ...QUOTES.accepted[0], latest: v2.latest };
  expect(decideQuote(accepted, ACTIONS.decline, NOW)).toEqual({ refused: 'accepted' });
  // The accepted version again is one acceptance; another version is too late.
  expect(decideQuote(accepted, ACTIONS.accept, NOW)).toEqual({
    next: accepted,
    events: [],
    mails: [],
  });
  expect(decideQuote(accepted, { ...ACTIONS.accept, version: 2 } as QuoteAction, NOW)).toEqual({
    refused: 'accepted',
  });
});

test('a save or send from an older copy of the draft, or with none open, is stale', () => {
  const open = { ...SENT, draft: DRAFT };
  for (const kind of ['save-draft', 'send'] as const) {
    expect(decideQuote(open, { ...ACTIONS[kind], revision: 2 } as QuoteAction, NOW)).toEqual({
      refused: 'stale',
    });
    expect(decideQuote(SENT, ACTIONS[kind], NOW)).toEqual({ refused: 'stale' });
  }
  // "Revise" with a draft already open (two presses) opens nothing more.
  expect(decideQuote(open, ACTIONS.revise, NOW)).toEqual({ next: open, events: [], mails: [] });
});

test('repeats are one step: a second view, the same changes twice, the same new quote twice', () => {
  const viewed = { ...SENT, latest: SENT.latest && { ...SENT.latest, firstViewedAt: 'x' } };
  expect(decideQuote(viewed, ACTIONS.view, NOW)).toMatchObject({ events: [] });

  const changes = decideQuote(SENT, ACTIONS['ask-for-changes'], NOW);
  assert('next' in changes);
  expect(decideQuote(changes.next, ACTIONS['ask-for-changes'], NOW)).toMatchObject({ events: [] });
  const other = { ...ACTIONS['ask-for-changes'], message: 'And taller' } as QuoteAction;
  expect(decideQuote(changes.next, other, NOW)).toMatchObject({
    next: { state: 'changes-requested' },
  });

  const asked = decideQuote(QUOTES.declined[0], ACTIONS['ask-for-new-quote'], NOW);
  assert('next' in asked);
  expect(decideQuote(asked.next, ACTIONS['ask-for-new-quote'], NOW)).toMatchObject({ events: [] });
  // The decline's reason in the same words is not a request made before.
  const reason = { ...ACTIONS['ask-for-new-quote'], message: 'Too dear' } as QuoteAction;
  expect(decideQuote(QUOTES.declined[0], reason, NOW)).toMatchObject({
    events: [{ kind: 'quote-changes' }],
  });
});

test('a quote expires the day after its Valid until in Glasgow, not on it', () => {
  expect(standingOf(SENT, new Date('2026-12-25T23:30:00Z'))).toBe('sent');
  expect(standingOf(SENT, new Date('2026-12-26T00:30:00Z'))).toBe('expired');
  // Summer time: 23:30 UTC on 30 June is already 1 July in Glasgow.
  const june = { ...SENT, latest: SENT.latest && { ...SENT.latest, validUntil: '2027-06-30' } };
  expect(standingOf(june, new Date('2027-06-30T23:30:00Z'))).toBe('expired');
  // What the customer or staff did stands, whatever the date.
  expect(standingOf({ ...SENT, state: 'accepted' }, AFTER_EXPIRY)).toBe('accepted');
});

test('the lists the store and the inbox query by come from the table', () => {
  expect(OPEN_STATES).toEqual(['sent', 'viewed', 'changes-requested']);
  expect(WITHDRAWABLE_STATES).toEqual(['sent', 'viewed', 'changes-requested']);
});

test('the inbox shows a sent or viewed quote as expired after its date, a changes request as itself', () => {
  const quote = { state: 'sent', valid_until: '2026-12-24' } as const;
  expect(displayState(quote, '2026-12-24')).toBe('sent');
  expect(displayState(quote, '2026-12-25')).toBe('expired');
  expect(displayState({ ...quote, state: 'viewed' }, '2026-12-25')).toBe('expired');
  expect(displayState({ ...quote, state: 'changes-requested' }, '2026-12-25')).toBe(
    'changes-requested',
  );
  expect(displayState({ ...quote, state: 'accepted' }, '2027-01-01')).toBe('accepted');
  expect(displayState({ ...quote, state: 'withdrawn' }, '2027-01-01')).toBe('withdrawn');
  expect(displayState({ state: 'draft', valid_until: null }, '2027-01-01')).toBe('draft');
});

test('a new quote starts as a draft valid for 30 days, prepared by its author', () => {
  const prepared = prepareQuote(LINES, STAFF, NOW, 25);
  expect(prepared.next.state).toBe('draft');
  expect(prepared.next.draft).toEqual({
    lines: LINES,
    validUntil: '2026-12-25',
    note: '',
    depositPercent: 25,
  });
  expect(outcome(prepared)).toBe(`draft | quote-opened v1 -> prepared by ${S}`);
});

function assert(condition: boolean): asserts condition {
  expect(condition).toBe(true);
}
