import { expect, test } from 'vitest';
import type { OrderStep } from '../../sales/order';
import type { EventRow, OutboxKind, OutboxRow } from '../../store/schema';
import { eventText, mailState, mailSubject } from './labels';

const KINDS: Record<OutboxKind, string> = {
  enquiry: 'Email to the sales team',
  'quote-sent': 'Quote v2 to the customer',
  'quote-accepted': 'Acceptance of v2 to the sales team',
  'quote-changes': 'Changes asked for on v2 to the sales team',
  'quote-declined': 'Decline of v2 to the sales team',
  'order-confirmed': 'Copy of the acceptance of v2 to the customer',
  'order-step': 'Order update to the customer',
  invoice: 'Invoice to the customer',
  'credit-note': 'Credit note to the customer',
  'invoice-reminder': 'Payment reminder to the customer',
  'buyer-link': 'Sign-in link to the customer',
};

test.each(Object.entries(KINDS))('an email of kind %s is said as "%s"', (kind, subject) => {
  const version = kind.startsWith('quote') || kind === 'order-confirmed' ? 2 : null;
  expect(mailSubject(kind as OutboxKind, version)).toBe(subject);
  const row = { kind, state: 'pending', last_error: null, lease_until: null } as OutboxRow;
  // Each is said to go to whom its subject names.
  const to = subject.endsWith('the customer') ? 'the customer' : 'the sales team';
  expect(mailState(row)).toContain(to);
});

test('a copy of the acceptance not emailed says the customer saw their order on the page', () => {
  const row = { kind: 'order-confirmed', state: 'not-configured' } as OutboxRow;
  expect(mailState(row)).toBe(
    'Not emailed: email is not set up on this server; the customer saw their order on the page when they accepted',
  );
});

const AT = '2026-12-01T10:00:00.000Z';
const stepAt = (step: Partial<OrderStep>): OrderStep => ({
  seq: 2,
  stage: 'in-production',
  update: false,
  at: AT,
  by: 'morag@example.co.uk',
  message: '',
  expectedDate: undefined,
  way: undefined,
  ...step,
});
const event = (from: string, to: string, note: string | null = null): EventRow => ({
  id: 'e1',
  enquiry_id: 'q1',
  at: AT,
  staff_email: 'morag@example.co.uk',
  kind: 'order-step',
  from_status: from,
  to_status: to,
  note,
});

test.each([
  [
    'to production with a date',
    event('accepted', 'in-production'),
    stepAt({ expectedDate: '2026-12-10' }),
    'Moved the order from Accepted to In production, expected to be ready 10 December 2026',
  ],
  [
    'out for delivery with a date, and words',
    event('in-production', 'ready', 'On the van.'),
    stepAt({ stage: 'ready', way: 'delivery', expectedDate: '2027-02-03' }),
    'Moved the order from In production to Ready: Out for delivery, expected to be completed 3 February 2027: “On the van.”',
  ],
  [
    'installation booked (its date is the booking)',
    event('in-production', 'ready'),
    stepAt({ stage: 'ready', way: 'installation', expectedDate: '2027-01-12' }),
    'Moved the order from In production to Ready: Installation booked for 12 January 2027',
  ],
  [
    'ready for collection, no date',
    event('accepted', 'ready'),
    stepAt({ stage: 'ready', way: 'collection' }),
    'Moved the order from Accepted to Ready: Ready for collection from our Glasgow warehouse',
  ],
  [
    'an update with a new date',
    event('in-production', 'update', 'Glass delayed.'),
    stepAt({ update: true, expectedDate: '2026-12-17' }),
    'Updated the customer on the order (In production, expected to be ready 17 December 2026): “Glass delayed.”',
  ],
  [
    'an update of an installation booked, to another day',
    event('ready', 'update', 'Moved at your request.'),
    stepAt({ stage: 'ready', update: true, way: 'installation', expectedDate: '2027-01-14' }),
    'Updated the customer on the order (Installation booked for 14 January 2027): “Moved at your request.”',
  ],
  [
    'an update while out for delivery',
    event('ready', 'update'),
    stepAt({ stage: 'ready', update: true, way: 'delivery', expectedDate: '2027-02-04' }),
    'Updated the customer on the order (Out for delivery, expected to be completed 4 February 2027)',
  ],
  [
    'completed',
    event('ready', 'completed'),
    stepAt({ stage: 'completed' }),
    'Moved the order from Ready to Completed',
  ],
  [
    'a step whose timeline row is not at hand',
    event('accepted', 'in-production'),
    undefined,
    'Moved the order from Accepted to In production',
  ],
])('an order step in the history: %s', (_name, row, step, text) => {
  expect(eventText(row, undefined, step ? [step] : [])).toBe(text);
});
