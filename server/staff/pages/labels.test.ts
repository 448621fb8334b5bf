import { expect, test } from 'vitest';
import type { OutboxKind, OutboxRow } from '../../store/schema';
import { mailState, mailSubject } from './labels';

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
