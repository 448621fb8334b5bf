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
