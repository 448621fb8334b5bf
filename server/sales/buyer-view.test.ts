import { expect, test } from 'vitest';
import { buyerView, BUYER_QUOTE_WORDS, type BuyerJobFacts } from './buyer-view';

const LINE = { description: 'Glass shelf', quantity: 10, unitExPence: 1250, leadTime: '' };
const job = (reference: string, sentAt: string, state: BuyerJobFacts['quote']['state']) =>
  ({
    reference,
    token: `token-${reference}`,
    quote: { state },
    version: { version: 2, lines: [LINE], validUntil: '2026-12-01', sentAt },
    order: undefined,
    invoices: [],
  }) satisfies BuyerJobFacts;

const NOW = new Date('2026-11-28T12:00:00Z');

test('quotes are listed newest first, with the money module figures and the customer words', () => {
  const view = buyerView(
    [
      job('CS-1000', '2026-11-01T10:00:00Z', 'sent'),
      job('CS-1001', '2026-11-20T10:00:00Z', 'viewed'),
    ],
    NOW,
  );
  expect(view.quotes.map((quote) => quote.name)).toEqual(['CS-1001 v2', 'CS-1000 v2']);
  // 10 x £12.50 = £125.00 ex VAT; VAT £25.00; £150.00 inc VAT.
  expect(view.quotes[0]).toMatchObject({
    state: 'Waiting for your answer',
    totalExVat: '£125.00',
    totalIncVat: '£150.00',
    validUntil: '1 December 2026',
    token: 'token-CS-1001',
  });
  expect(view.orders).toEqual([]);
  expect(view.invoices).toEqual([]);
});

test.each([
  ['sent', '2026-12-01', 'Waiting for your answer'],
  ['sent', '2026-11-27', 'Expired'],
  ['changes-requested', '2026-11-27', 'Changes requested'],
  ['accepted', '2026-11-27', 'Accepted'],
  ['declined', '2026-12-01', 'Declined'],
  ['withdrawn', '2026-12-01', 'Withdrawn'],
] as const)('a %s quote valid until %s reads "%s"', (state, validUntil, words) => {
  const facts = job('CS-2000', '2026-11-01T10:00:00Z', state);
  const view = buyerView([{ ...facts, version: { ...facts.version, validUntil } }], NOW);
  expect(view.quotes[0]?.state).toBe(words);
  // The date is said only while the quote can still be answered.
  expect(view.quotes[0]?.validUntil).toBe(
    ['Accepted', 'Declined', 'Withdrawn'].includes(words)
      ? 'No longer applies'
      : validUntil === '2026-12-01'
        ? '1 December 2026'
        : '27 November 2026',
  );
  expect(Object.values(BUYER_QUOTE_WORDS)).toContain(words);
});
