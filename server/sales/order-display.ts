import { formatDay } from './calendar';
import type { OrderStage, OrderStep, ReadyWay } from './order';

/**
 * An order's stages and steps in words: one place for the inbox, the staff page, the
 * customer's order page and the e-mails (PRODUCT.md "Orders"). Ready is said the way the
 * goods reach the customer.
 */
export const ORDER_STAGES = [
  'accepted',
  'in-production',
  'ready',
  'completed',
  'cancelled',
] as const satisfies readonly OrderStage[];

export const ORDER_STAGE_LABELS: Record<OrderStage, string> = {
  accepted: 'Accepted',
  'in-production': 'In production',
  ready: 'Ready',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const READY_WAYS = [
  'collection',
  'delivery',
  'installation',
] as const satisfies readonly ReadyWay[];

/** How the staff's form offers each way. */
export const READY_WAY_LABELS: Record<ReadyWay, string> = {
  collection: 'Ready for collection from our Glasgow warehouse',
  delivery: 'Out for delivery',
  installation: 'Installation booked',
};

/** "Ready for collection from our Glasgow warehouse", "Installation booked for 12 January 2027". */
export function readyWords(way: ReadyWay, date: string | undefined): string {
  if (way === 'installation' && date) return `Installation booked for ${formatDay(date)}`;
  return READY_WAY_LABELS[way];
}

/** A step's heading on the timeline and in its e-mail. */
export function stepHeading(step: Pick<OrderStep, 'stage' | 'update' | 'way' | 'expectedDate'>) {
  if (step.update) return 'Update';
  if (step.stage === 'ready') return readyWords(step.way ?? 'collection', step.expectedDate);
  if (step.stage === 'accepted') return 'Order accepted';
  return ORDER_STAGE_LABELS[step.stage];
}

/** What the expected date is the date of, at each stage the work goes on in. */
export const EXPECTED_WORDS: Record<OrderStage, string> = {
  accepted: 'Work expected to start',
  'in-production': 'Expected to be ready',
  ready: 'Expected to be completed',
  completed: '',
  cancelled: '',
};

/**
 * Where the order stands after a step, an update's included: its stage in words, with the
 * way and day the step carries ("Installation booked for 14 January 2027" after an update
 * that moved the day).
 */
export function standingHeading(step: Pick<OrderStep, 'stage' | 'way' | 'expectedDate'>) {
  return stepHeading({ ...step, update: false });
}

/**
 * The expected date a step gives, in words: ["Expected to be ready", "10 December 2026"].
 * None when it gives no date, when its stage waits for nothing, or when where the order
 * stands already says the day (an installation booked for it).
 */
export function expectedLine(
  step: Pick<OrderStep, 'stage' | 'way' | 'expectedDate'>,
): [string, string] | undefined {
  const words = EXPECTED_WORDS[step.stage];
  if (!step.expectedDate || !words) return undefined;
  if (step.stage === 'ready' && step.way === 'installation') return undefined;
  return [words, formatDay(step.expectedDate)];
}
