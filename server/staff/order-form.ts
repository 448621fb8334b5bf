import { isPlainText, trimBlank } from '../../app/enquiries/fields';
import { formatDay, isRealDate } from '../sales/calendar';
import type { ReadyWay } from '../sales/order';
import { READY_WAYS } from '../sales/order-display';
import type { OrderAction } from '../sales/order-lifecycle';
import { ORDER_ACTIONS, type OrderActionKind } from '../sales/order-transitions';
import { field } from './csrf';

/**
 * "Move this order on" as staff typed it, and what is wrong with it: read from the form's
 * fields, judged against Glasgow's today, and kept as typed so a page given back shows it.
 * Which action the order's stage allows is not judged here: the sales core's table says so
 * (sales/order-transitions.ts), through the store's moveOrder.
 */
export interface OrderValues {
  action: OrderActionKind | '';
  way: string;
  message: string;
  expectedDate: string;
}

export type OrderField = keyof OrderValues;
export type OrderErrors = Partial<Record<OrderField, string>>;

export const MAX_ORDER_MESSAGE = 2000;

const isAction = (text: string): text is OrderActionKind =>
  (ORDER_ACTIONS as string[]).includes(text);
const isWay = (text: string): text is ReadyWay => (READY_WAYS as readonly string[]).includes(text);

export function readOrderForm(body: unknown): OrderValues {
  const action = field(body, 'action');
  return {
    action: isAction(action) ? action : '',
    way: field(body, 'way'),
    message: trimBlank(field(body, 'message')),
    expectedDate: field(body, 'expectedDate').trim(),
  };
}

/** The step to take, or each field's problem; `today` is YYYY-MM-DD in Glasgow. */
export function judgeOrderForm(
  values: OrderValues,
  today: string,
): { errors: OrderErrors } | { step: Omit<OrderAction, 'by' | 'seen'> } {
  const errors: OrderErrors = {};
  const { action, way, message, expectedDate } = values;
  if (!action) errors.action = 'Choose what to do with the order.';
  const ready = action === 'mark-ready';
  if (ready && !isWay(way)) errors.way = 'Choose how the goods reach the customer.';
  if (action === 'cancel' && !message) {
    errors.message = 'Give the reason for cancelling: the customer reads it.';
  } else if (message.length > MAX_ORDER_MESSAGE) {
    errors.message = `The message must be ${MAX_ORDER_MESSAGE.toLocaleString('en-GB')} characters or fewer.`;
  } else if (!isPlainText(message)) {
    errors.message = 'Remove the special characters from the message: new lines are fine.';
  }
  if (expectedDate && !isRealDate(expectedDate)) {
    errors.expectedDate = 'Enter a real date.';
  } else if (expectedDate && expectedDate < today) {
    errors.expectedDate = `${formatDay(expectedDate)} has passed: enter today or a later date.`;
  } else if (!expectedDate && ready && way === 'installation') {
    errors.expectedDate = 'Enter the date the installation is booked for.';
  }
  if (!action || Object.keys(errors).length > 0) return { errors };
  return {
    step: {
      kind: action,
      message,
      expectedDate: expectedDate || undefined,
      way: ready && isWay(way) ? way : undefined,
    },
  };
}
