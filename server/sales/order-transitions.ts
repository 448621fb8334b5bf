import type { OrderStage } from './order';

/**
 * The one table of an order's life: for each stage, what each of the sales team's actions
 * does to it. A new stage or action is a row or a column here; the lifecycle
 * (order-lifecycle.ts) reads it, the staff page offers only the actions it allows, and
 * order-lifecycle.test.ts walks every cell.
 *
 * The work goes forward only: Ready may come straight after Accepted (goods in stock), but
 * Completed only after Ready, so the customer is always told the goods are ready before
 * the job is closed. "Update" keeps the stage and gives a new expected date or a word to
 * the customer. Completed and Cancelled are closed: nothing moves them again.
 */
export type OrderActionKind = 'start-production' | 'mark-ready' | 'complete' | 'cancel' | 'update';

export type OrderRefusal = 'closed' | 'already' | 'backwards' | 'not-ready' | 'stale';

export type OrderTransition = { to: OrderStage | 'stays' } | { refused: OrderRefusal };

const to = (stage: OrderStage) => ({ to: stage }) as const;
const refused = (why: OrderRefusal) => ({ refused: why }) as const;
const UPDATE = { to: 'stays' } as const;
const CLOSED = {
  'start-production': refused('closed'),
  'mark-ready': refused('closed'),
  complete: refused('closed'),
  cancel: refused('closed'),
  update: refused('closed'),
} as const;

export const ORDER_TRANSITIONS = {
  accepted: {
    'start-production': to('in-production'),
    'mark-ready': to('ready'),
    complete: refused('not-ready'),
    cancel: to('cancelled'),
    update: UPDATE,
  },
  'in-production': {
    'start-production': refused('already'),
    'mark-ready': to('ready'),
    complete: refused('not-ready'),
    cancel: to('cancelled'),
    update: UPDATE,
  },
  ready: {
    'start-production': refused('backwards'),
    'mark-ready': refused('already'),
    complete: to('completed'),
    cancel: to('cancelled'),
    update: UPDATE,
  },
  completed: CLOSED,
  cancelled: CLOSED,
} as const satisfies Record<OrderStage, Record<OrderActionKind, OrderTransition>>;

export const ORDER_ACTIONS = Object.keys(ORDER_TRANSITIONS.accepted) as OrderActionKind[];

/** The actions the table allows on an order at `stage`, in the table's order. */
export function allowedActions(stage: OrderStage): OrderActionKind[] {
  return ORDER_ACTIONS.filter((kind) => 'to' in ORDER_TRANSITIONS[stage][kind]);
}
