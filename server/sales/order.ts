import type { Declaration } from './invoice';
import type { VatBreakdown } from '../../app/catalogue/money';
import type { QuoteLine } from './money';

/**
 * An order as the business reads it (PRODUCT.md "Orders: the work after acceptance"): the
 * version the customer accepted, frozen, with who accepted it, where to bill and where the
 * goods go, and the job's stage. The store maps its rows to this (store/order-rows.ts); the
 * lifecycle (order-lifecycle.ts) decides every step on it alone.
 */
export type OrderStage = 'accepted' | 'in-production' | 'ready' | 'completed' | 'cancelled';

/** How a Ready order reaches the customer: the words its stage is shown in. */
export type ReadyWay = 'collection' | 'delivery' | 'installation';

export interface Address {
  /** The company to address, or ''. */
  company: string;
  /** Street, town: the lines as the customer typed them. */
  address: string;
  postcode: string;
}

/** One step on the order's timeline: what the customer reads, and the history's line. */
export interface OrderStep {
  /** 1 onwards, in the order the steps were taken. */
  seq: number;
  /** The stage the order was in after the step. */
  stage: OrderStage;
  /** True for a step that kept the stage (a new date or a word to the customer). */
  update: boolean;
  at: string;
  /** A member of staff's e-mail address, or CUSTOMER for the acceptance. */
  by: string;
  /** Words to the customer ('' for none); for a cancellation, its reason. */
  message: string;
  /** YYYY-MM-DD: when the next stage is expected, as this step said; undefined for none. */
  expectedDate: string | undefined;
  /** How a Ready order is fulfilled (Ready steps only). */
  way: ReadyWay | undefined;
}

export interface Order {
  /** The job's reference, which the order keeps: "CS-4821". */
  reference: string;
  /** The quote version accepted. */
  version: number;
  lines: QuoteLine[];
  totals: VatBreakdown;
  /** Who accepted, and their purchase order number (or ''). */
  name: string;
  po: string;
  billing: Address;
  /** Where goods are delivered or installed; undefined when every line is collected. */
  site: Address | undefined;
  stage: OrderStage;
  /** The accepted version's deposit, a whole percentage (0 for none). */
  depositPercent: number;
  /** The customer's declaration for construction lines; undefined when none is marked. */
  declaration: Declaration | undefined;
  /** The timeline, oldest first; the last step sets the stage, date and way. */
  steps: OrderStep[];
  /** ISO time of the last step: a step decided on an older copy is refused. */
  updatedAt: string;
}

/** Steps on an order and the e-mails to its customer, each sent once through the outbox. */
export interface OrderMail {
  kind: 'order-step';
  seq: number;
}

/** Stages the work is still going on in. */
export const OPEN_STAGES: readonly OrderStage[] = ['accepted', 'in-production', 'ready'];

/** A line is collected when its lead time says so; every other line is delivered or fitted. */
export function isCollected(line: Pick<QuoteLine, 'leadTime'>): boolean {
  return /collect/i.test(line.leadTime);
}

/** Whether accepting asks where the goods go: some line is delivered or installed. */
export function needsSite(lines: readonly Pick<QuoteLine, 'leadTime'>[]): boolean {
  return lines.some((line) => !isCollected(line));
}

/** The order's latest step: its stage, expected date and way. */
export function lastStep(order: Pick<Order, 'steps'>): OrderStep {
  const step = order.steps.at(-1);
  if (!step) throw new Error('an order has at least its acceptance on its timeline');
  return step;
}
