/**
 * What the enquiry's page says after a step on the order, for each state of the customer's
 * email: on its way (a success), mail not set up or refused by the mail server (a notice).
 */
import assert from 'node:assert/strict';
import { test } from 'vitest';
import { decideOrder, orderFromAcceptance } from '../sales/order-lifecycle';
import type { OutboxRow, OutboxState } from '../store/schema';
import { orderFlash } from './enquiry-page-data';

const at = new Date('2026-11-25T10:00:00Z');
const accepted = orderFromAcceptance(
  {
    reference: 'CS-4821',
    version: { version: 1, lines: [], depositPercent: 0 },
    name: 'Morag Campbell',
    po: '',
    billing: { company: '', address: '14 Gordon Street', postcode: 'G1 3PB' },
    site: undefined,
    declaration: undefined,
  },
  at,
);

function after(kind: 'start-production' | 'update' | 'cancel') {
  const decided = decideOrder(
    accepted,
    {
      kind,
      by: 'iain@example.co.uk',
      seen: accepted.updatedAt,
      message: 'x',
      expectedDate: undefined,
    },
    at,
  );
  if ('refused' in decided) throw new Error(decided.refused);
  return { order: decided.next };
}

function mail(state: OutboxState, lastError: string | null = null): OutboxRow {
  return {
    id: 'm',
    enquiry_id: 'e',
    kind: 'order-step',
    quote_version: null,
    order_step: 2,
    invoice_id: null,
    credit_note_id: null,
    buyer_link_id: null,
    words: null,
    state,
    attempts: 0,
    next_attempt_at: at.toISOString(),
    lease_until: null,
    last_error: lastError,
    sent_at: null,
    created_at: at.toISOString(),
  };
}

test('a step whose email is on its way is a success; the stage or the update in words', () => {
  assert.deepEqual(orderFlash(after('start-production'), [mail('pending')]), {
    words: 'Order moved to In production; the customer is emailed.',
    tone: 'success',
  });
  assert.equal(
    orderFlash(after('update'), [mail('sent')])?.words,
    'Update saved; the customer is emailed.',
  );
  assert.equal(
    orderFlash(after('cancel'), [mail('pending')])?.words,
    'Order cancelled; the customer is emailed.',
  );
});

test('mail not set up, or refused by the mail server, is a notice that says what to do', () => {
  assert.deepEqual(orderFlash(after('start-production'), [mail('not-configured')]), {
    words:
      'Order moved to In production. Email is not set up on this server, so tell the customer yourself.',
    tone: 'notice',
  });
  const refused = orderFlash(after('start-production'), [
    mail('pending', 'Error: 550 mailbox full'),
  ]);
  assert.equal(refused?.tone, 'notice');
  assert.match(
    refused?.words ?? '',
    /^Order moved to In production\. Not emailed yet: 550 mailbox full, trying again at /,
  );
});
