import { describe, expect, test } from 'vitest';
import type { QuoteLine } from './money';
import { lastStep, needsSite, type Order, type OrderStage } from './order';
import { expectedLine, standingHeading, stepHeading } from './order-display';
import {
  decideOrder,
  expectedDate,
  isLate,
  orderFromAcceptance,
  type OrderAction,
} from './order-lifecycle';
import {
  allowedActions,
  ORDER_ACTIONS,
  ORDER_TRANSITIONS,
  type OrderActionKind,
} from './order-transitions';

/** 10:00 in Glasgow on 1 December 2026. */
const NOW = new Date('2026-12-01T10:00:00Z');
const STAFF = 'morag@example.test';
const GRID: QuoteLine = {
  description: 'Black grid',
  quantity: 3,
  unitExPence: 1666,
  leadTime: 'Collection only from our Glasgow warehouse',
};
const FITTING: QuoteLine = {
  description: 'Installation, Paisley',
  quantity: 1,
  unitExPence: 45_000,
  leadTime: '',
};
const BILLING = {
  company: 'Campbell Retail Ltd',
  address: '1 High St\nPaisley',
  postcode: 'PA1 1AA',
};

const ACCEPTED = orderFromAcceptance(
  {
    reference: 'CS-4821',
    version: { version: 2, lines: [GRID, FITTING], depositPercent: 30 },
    name: 'Ailsa Campbell',
    po: 'PO-77',
    billing: BILLING,
    site: undefined,
    declaration: undefined,
  },
  new Date('2026-11-28T09:00:00Z'),
);

function action(
  kind: OrderActionKind,
  order: Order,
  extra: Partial<OrderAction> = {},
): OrderAction {
  return { kind, by: STAFF, seen: order.updatedAt, message: '', expectedDate: undefined, ...extra };
}

/** An order at each stage, reached through the lifecycle itself. */
function at(stage: OrderStage): Order {
  const path: Record<OrderStage, OrderActionKind[]> = {
    accepted: [],
    'in-production': ['start-production'],
    ready: ['start-production', 'mark-ready'],
    completed: ['start-production', 'mark-ready', 'complete'],
    cancelled: ['cancel'],
  };
  return path[stage].reduce((order, kind) => {
    const decided = decideOrder(order, action(kind, order), NOW);
    if ('refused' in decided) throw new Error(`${kind} refused on the way to ${stage}`);
    return decided.next;
  }, ACCEPTED);
}

describe('the table, cell by cell', () => {
  const cells = (Object.keys(ORDER_TRANSITIONS) as OrderStage[]).flatMap((stage) =>
    ORDER_ACTIONS.map((kind) => [stage, kind, ORDER_TRANSITIONS[stage][kind]] as const),
  );
  test('has every stage and every action', () => {
    expect(cells).toHaveLength(5 * 5);
  });
  test.each(cells)('%s, %s', (stage, kind, rule) => {
    const order = at(stage);
    const decided = decideOrder(order, action(kind, order, { message: 'Words' }), NOW);
    if ('refused' in rule) {
      expect(decided).toEqual({ refused: rule.refused });
      return;
    }
    if ('refused' in decided) throw new Error(`refused: ${decided.refused}`);
    const stageAfter = rule.to === 'stays' ? stage : rule.to;
    expect(decided.next.stage).toBe(stageAfter);
    expect(decided.step).toEqual(decided.next.steps.at(-1));
    expect(decided.step).toMatchObject({
      seq: order.steps.length + 1,
      stage: stageAfter,
      update: rule.to === 'stays',
      by: STAFF,
      message: 'Words',
      at: NOW.toISOString(),
    });
    expect(decided.next.updatedAt).toBe(NOW.toISOString());
    // Every step is e-mailed to the customer, once.
    expect(decided.mails).toEqual([{ kind: 'order-step', seq: decided.step.seq }]);
  });
});

test('a step decided on an older copy of the order is refused, whatever it is', () => {
  const order = at('in-production');
  for (const kind of ORDER_ACTIONS) {
    expect(decideOrder(order, action(kind, order, { seen: ACCEPTED.updatedAt }), NOW)).toEqual({
      refused: 'stale',
    });
  }
});

test('staff are offered only what the table allows', () => {
  expect(allowedActions('accepted')).toEqual([
    'start-production',
    'mark-ready',
    'cancel',
    'update',
  ]);
  expect(allowedActions('in-production')).toEqual(['mark-ready', 'cancel', 'update']);
  expect(allowedActions('ready')).toEqual(['complete', 'cancel', 'update']);
  expect(allowedActions('completed')).toEqual([]);
  expect(allowedActions('cancelled')).toEqual([]);
});

describe('acceptance makes the order', () => {
  test('of the version accepted, its figures the sum of its lines, Accepted by the customer', () => {
    expect(ACCEPTED).toMatchObject({
      reference: 'CS-4821',
      version: 2,
      stage: 'accepted',
      name: 'Ailsa Campbell',
      po: 'PO-77',
      billing: BILLING,
      // 3 x £16.66 + £450.00 = £499.98 ex VAT; VAT £100.00; £599.98 inc VAT.
      totals: { exVat: 49_998, vat: 10_000, incVat: 59_998 },
    });
    expect(ACCEPTED.steps).toEqual([
      {
        seq: 1,
        stage: 'accepted',
        update: false,
        at: '2026-11-28T09:00:00.000Z',
        by: 'customer',
        message: '',
        expectedDate: undefined,
        way: undefined,
      },
    ]);
  });
  test('goes to the billing address where a line is delivered or installed and no site was given', () => {
    expect(ACCEPTED.site).toEqual(BILLING);
  });
  test('keeps the site given', () => {
    const site = { company: '', address: 'Unit 4, Braehead', postcode: 'G51 4BN' };
    const order = orderFromAcceptance({ ...acceptedOf([GRID, FITTING]), site }, NOW);
    expect(order.site).toEqual(site);
  });
  test('keeps the deposit the version asked, and a declaration only where a line is construction', () => {
    expect(ACCEPTED.depositPercent).toBe(30);
    const contractor = { kind: 'contractor', vatNumber: 'GB 318 4072 15' } as const;
    const plain = orderFromAcceptance({ ...acceptedOf([GRID]), declaration: contractor }, NOW);
    expect(plain.declaration).toBeUndefined();
    const fitted = orderFromAcceptance(
      { ...acceptedOf([GRID, { ...FITTING, construction: true }]), declaration: contractor },
      NOW,
    );
    expect(fitted.declaration).toEqual(contractor);
  });
  test('has no site when every line is collected', () => {
    expect(needsSite([GRID])).toBe(false);
    expect(needsSite([GRID, FITTING])).toBe(true);
    const site = { company: '', address: 'Unit 4', postcode: 'G51 4BN' };
    expect(orderFromAcceptance({ ...acceptedOf([GRID]), site }, NOW).site).toBeUndefined();
  });
});

function acceptedOf(lines: QuoteLine[]) {
  return {
    reference: 'CS-1',
    version: { version: 1, lines, depositPercent: 0 },
    name: 'A',
    po: '',
    billing: BILLING,
    site: undefined,
    declaration: undefined,
  };
}

describe('dates and lateness', () => {
  const production = decideOrder(
    ACCEPTED,
    action('start-production', ACCEPTED, { expectedDate: '2026-12-10' }),
    NOW,
  );
  if ('refused' in production) throw new Error('refused');
  const order = production.next;

  test('the step names the expected date of the next stage', () => {
    expect(expectedDate(order)).toBe('2026-12-10');
  });
  test('an update without a date keeps the one the order had', () => {
    const updated = decideOrder(order, action('update', order, { message: 'Glass arrived' }), NOW);
    if ('refused' in updated) throw new Error('refused');
    expect(expectedDate(updated.next)).toBe('2026-12-10');
  });
  test('a stage change without a date leaves none', () => {
    const ready = decideOrder(order, action('mark-ready', order), NOW);
    if ('refused' in ready) throw new Error('refused');
    expect(expectedDate(ready.next)).toBeUndefined();
  });
  test('late from the day after the expected date in Glasgow, not on it', () => {
    expect(isLate(order, new Date('2026-12-10T23:30:00Z'))).toBe(false);
    // 00:30 on 11 December in Glasgow (GMT in winter).
    expect(isLate(order, new Date('2026-12-11T00:30:00Z'))).toBe(true);
  });
  test('an order with no date, or closed, is never late', () => {
    expect(isLate(ACCEPTED, new Date('2030-01-01T00:00:00Z'))).toBe(false);
    const cancelled = decideOrder(order, action('cancel', order, { message: 'Shop closed' }), NOW);
    if ('refused' in cancelled) throw new Error('refused');
    expect(isLate(cancelled.next, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('Ready in the words of its fulfilment', () => {
  const ready = (way: 'collection' | 'delivery' | 'installation', date?: string) => {
    const order = at('in-production');
    const decided = decideOrder(
      order,
      action('mark-ready', order, { way, expectedDate: date }),
      NOW,
    );
    if ('refused' in decided) throw new Error('refused');
    return stepHeading(decided.step);
  };
  test.each([
    ['collection', undefined, 'Ready for collection from our Glasgow warehouse'],
    ['delivery', '2026-12-03', 'Out for delivery'],
    ['installation', '2027-01-12', 'Installation booked for 12 January 2027'],
  ] as const)('%s', (way, date, words) => {
    expect(ready(way, date)).toBe(words);
  });
  test('the other steps', () => {
    expect(stepHeading(lastStep(ACCEPTED))).toBe('Order accepted');
    expect(stepHeading(lastStep(at('in-production')))).toBe('In production');
    expect(stepHeading(lastStep(at('completed')))).toBe('Completed');
    expect(stepHeading(lastStep(at('cancelled')))).toBe('Cancelled');
  });
});

describe('where the order stands after a step, and the date it gives', () => {
  const step = (order: Order, kind: OrderActionKind, extra: Partial<OrderAction> = {}) => {
    const decided = decideOrder(order, action(kind, order, extra), NOW);
    if ('refused' in decided) throw new Error('refused');
    return decided;
  };
  test('a date for the next stage is said in its words, none once the work is closed', () => {
    const started = step(ACCEPTED, 'start-production', { expectedDate: '2026-12-10' });
    expect(expectedLine(started.step)).toEqual(['Expected to be ready', '10 December 2026']);
    const closed = step(started.next, 'cancel', { message: 'Asked to by phone.' });
    expect(expectedLine(closed.step)).toBeUndefined();
  });
  test('an update says the stage it keeps; an installation moved says its new day once', () => {
    const booked = step(at('in-production'), 'mark-ready', {
      way: 'installation',
      expectedDate: '2027-01-12',
    });
    const moved = step(booked.next, 'update', { expectedDate: '2027-01-14' });
    expect(stepHeading(moved.step)).toBe('Update');
    expect(standingHeading(moved.step)).toBe('Installation booked for 14 January 2027');
    expect(expectedLine(moved.step)).toBeUndefined();
    const kept = step(
      step(ACCEPTED, 'start-production', { expectedDate: '2026-12-10' }).next,
      'update',
    );
    expect(standingHeading(kept.step)).toBe('In production');
    expect(expectedLine(kept.step)).toEqual(['Expected to be ready', '10 December 2026']);
  });
});
