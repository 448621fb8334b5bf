import { expect, test } from 'vitest';
import type { QuoteStep } from './quote';
import { statusAfter, type EnquiryStatus } from './enquiry-status';

const cases: [QuoteStep, EnquiryStatus, EnquiryStatus | undefined][] = [
  ['prepared', 'new', 'in-progress'],
  ['prepared', 'quoted', undefined],
  ['prepared', 'lost', undefined],
  ['sent', 'new', 'quoted'],
  ['sent', 'in-progress', 'quoted'],
  ['sent', 'lost', 'quoted'],
  ['sent', 'quoted', undefined],
  ['withdrawn', 'quoted', 'in-progress'],
  ['withdrawn', 'lost', undefined],
  ['accepted', 'quoted', 'won'],
  ['accepted', 'in-progress', 'won'],
  ['declined', 'quoted', 'lost'],
  ['new-quote-asked', 'quoted', 'in-progress'],
  ['new-quote-asked', 'lost', 'in-progress'],
  ['new-quote-asked', 'won', undefined],
  ['new-quote-asked', 'in-progress', undefined],
];

test.each(cases)('%s on a %s enquiry makes it %s', (step, current, next) => {
  expect(statusAfter(step, current)).toBe(next);
});
