import { needsDeclaration } from './declaration';
import type { Declaration } from './invoice';
import { isPast, londonDate } from './calendar';
import { quoteTotals } from './money';
import {
  lastStep,
  needsSite,
  OPEN_STAGES,
  type Address,
  type Order,
  type OrderMail,
  type OrderStep,
  type ReadyWay,
} from './order';
import type { QuoteVersion } from './quote';
import { CUSTOMER } from './quote';
import { ORDER_TRANSITIONS, type OrderActionKind, type OrderRefusal } from './order-transitions';

/**
 * An order's life as one pure function: `(order, action, now)` gives the order after the
 * action, the step it adds to the timeline (which is also the enquiry's history line) and
 * the e-mail it makes due, or why it is refused. Which action is allowed at which stage is
 * order-transitions.ts's table; this file adds what a cell cannot say (a step decided on an
 * older copy of the order, the words of a Ready step). The store carries a decision out as
 * one conditional write on the stage and time it was made on.
 */
export interface OrderAction {
  kind: OrderActionKind;
  by: string;
  /** The order's updatedAt as the deciding page showed it. */
  seen: string;
  /** To the customer; for a cancellation its reason (required by the form). */
  message: string;
  /** YYYY-MM-DD of the next stage, or undefined; the form refuses one in the past. */
  expectedDate: string | undefined;
  /** For "mark-ready": how the goods reach the customer. */
  way?: ReadyWay | undefined;
}

export interface OrderDecision {
  next: Order;
  step: OrderStep;
  mails: OrderMail[];
}
export type OrderDecided = OrderDecision | { refused: OrderRefusal };

export function decideOrder(order: Order, action: OrderAction, now: Date): OrderDecided {
  if (action.seen !== order.updatedAt) return { refused: 'stale' };
  const rule = ORDER_TRANSITIONS[order.stage][action.kind];
  if ('refused' in rule) return rule;
  const at = now.toISOString();
  const stage = rule.to === 'stays' ? order.stage : rule.to;
  const closes = stage === 'completed' || stage === 'cancelled';
  const previous = lastStep(order);
  const step: OrderStep = {
    seq: previous.seq + 1,
    stage,
    update: rule.to === 'stays',
    at,
    by: action.by,
    message: action.message,
    // A closed order waits for nothing; an update with no date keeps the one it had.
    expectedDate: closes
      ? undefined
      : (action.expectedDate ?? (rule.to === 'stays' ? previous.expectedDate : undefined)),
    way: stage === 'ready' ? (action.way ?? previous.way ?? 'collection') : undefined,
  };
  const next: Order = { ...order, stage, steps: [...order.steps, step], updatedAt: at };
  return { next, step, mails: [{ kind: 'order-step', seq: step.seq }] };
}

/** What the customer gave at acceptance, beside the version accepted. */
export interface Accepted {
  reference: string;
  version: Pick<QuoteVersion, 'version' | 'lines' | 'depositPercent'>;
  name: string;
  po: string;
  billing: Address;
  /** Undefined when no line needs it; the billing address when the customer left it blank. */
  site: Address | undefined;
  /** The customer's declaration, given when a line is construction work. */
  declaration: Declaration | undefined;
}

/** The order an acceptance makes: its lines and totals frozen, Accepted, by the customer. */
export function orderFromAcceptance(accepted: Accepted, now: Date): Order {
  const at = now.toISOString();
  const { lines } = accepted.version;
  return {
    reference: accepted.reference,
    version: accepted.version.version,
    lines,
    totals: quoteTotals(lines),
    name: accepted.name,
    po: accepted.po,
    billing: accepted.billing,
    site: needsSite(lines) ? (accepted.site ?? accepted.billing) : undefined,
    stage: 'accepted',
    depositPercent: accepted.version.depositPercent,
    declaration: needsDeclaration(lines) ? accepted.declaration : undefined,
    steps: [
      {
        seq: 1,
        stage: 'accepted',
        update: false,
        at,
        by: CUSTOMER,
        message: '',
        expectedDate: undefined,
        way: undefined,
      },
    ],
    updatedAt: at,
  };
}

/** The expected date of the next stage, while the work goes on. */
export function expectedDate(order: Pick<Order, 'stage' | 'steps'>): string | undefined {
  return OPEN_STAGES.includes(order.stage) ? lastStep(order).expectedDate : undefined;
}

/** Late: the work goes on and the date it promised for the next stage has passed in Glasgow. */
export function isLate(order: Pick<Order, 'stage' | 'steps'>, now: Date): boolean {
  const date = expectedDate(order);
  return date !== undefined && isPast(date, londonDate(now));
}
