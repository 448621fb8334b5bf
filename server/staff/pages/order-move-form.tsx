import type { Order, OrderStage } from '../../sales/order';
import { ORDER_STAGE_LABELS, READY_WAY_LABELS, READY_WAYS } from '../../sales/order-display';
import {
  allowedActions,
  type OrderActionKind,
  type OrderRefusal,
} from '../../sales/order-transitions';
import { MAX_ORDER_MESSAGE, type OrderErrors, type OrderValues } from '../order-form';
import { describedBy, ErrorSummary, TextField } from './form-parts';
import { Csrf, type Staff } from './layout';
import { urls } from '../../urls';

/** A form given back: what was typed, and what is wrong with it or why nothing moved. */
export interface OrderFormState {
  values: OrderValues;
  errors: OrderErrors;
  refusal?: OrderRefusal | undefined;
}

/** Each action as the form offers it. */
const ACTION_LABELS: Record<OrderActionKind, string> = {
  'start-production': 'Start production',
  'mark-ready': 'Mark ready',
  complete: 'Complete',
  cancel: 'Cancel order',
  update: 'Update the customer (keeps the stage)',
};

/** Why a step was not taken, said of the order as it is now. */
export function refusalWords(why: OrderRefusal, stage: OrderStage) {
  const now = ORDER_STAGE_LABELS[stage];
  switch (why) {
    case 'stale':
      return `Someone else moved this order first: it is now ${now}, as shown here. Nothing you typed was sent; check the order, then try again if it still needs it.`;
    case 'closed':
      return `This order is ${now}, so it cannot be moved again.`;
    case 'already':
      return `This order is already ${now}.`;
    case 'backwards':
      return `This order is ${now}: it cannot go back to an earlier stage.`;
    case 'not-ready':
      return 'An order is completed only once it is Ready: mark it ready first.';
  }
}

/** What is wrong with the form given back, first in the order's panel, each a link to its field. */
export function OrderProblems({ order, errors }: { order: Order; errors: OrderErrors }) {
  const actions = allowedActions(order.stage);
  const problems = (['action', 'way', 'message', 'expectedDate'] as const).flatMap((name) => {
    const text = errors[name];
    if (!text) return [];
    const target =
      name === 'action' ? `action-${actions[0] ?? ''}` : name === 'way' ? 'way-collection' : name;
    return [{ target, text }];
  });
  return <ErrorSummary heading="The order was not moved" problems={problems} />;
}

/** "Move this order on": only the actions the order's stage allows, as a plain form post. */
export function OrderMoveForm({
  staff,
  enquiryId,
  order,
  today,
  form,
}: {
  staff: Staff;
  enquiryId: string;
  order: Order;
  today: string;
  form?: OrderFormState | undefined;
}) {
  const actions = allowedActions(order.stage);
  const values: OrderValues = form?.values ?? {
    action: '',
    way: order.site ? 'delivery' : 'collection',
    message: '',
    expectedDate: '',
  };
  const errors = form?.errors ?? {};
  return (
    <form
      method="post"
      action={urls.staff.enquiryOrder.href(enquiryId)}
      aria-labelledby="move-heading"
    >
      <h3 id="move-heading">Move this order on</h3>
      <Csrf staff={staff} />
      <input type="hidden" name="seen" value={order.updatedAt} />
      <Choices
        name="action"
        legend="What to do"
        choices={actions.map((kind) => [kind, ACTION_LABELS[kind]])}
        value={values.action}
        error={errors.action}
      />
      {actions.includes('mark-ready') ? (
        <Choices
          name="way"
          legend="How it reaches the customer (for Mark ready)"
          choices={READY_WAYS.map((way) => [way, READY_WAY_LABELS[way]])}
          value={values.way}
          error={errors.way}
        />
      ) : null}
      <div className="field">
        <label htmlFor="message">Message to the customer</label>
        <p className="hint" id="message-hint">
          Optional; they read it on their order page and in the email. To cancel, give the reason:
          it is required.
        </p>
        {errors.message ? (
          <p className="error" id="message-error">
            {errors.message}
          </p>
        ) : null}
        <textarea
          id="message"
          name="message"
          rows={3}
          maxLength={MAX_ORDER_MESSAGE}
          defaultValue={values.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message-hint', errors.message && 'message-error')}
        />
      </div>
      <TextField
        id="expectedDate"
        label="Expected date of the next stage"
        type="date"
        className="narrow-field"
        value={values.expectedDate}
        min={today}
        error={errors.expectedDate}
        hint="Optional; today or later. For Installation booked, the day of the installation. A completed or cancelled order waits for nothing, so it keeps no date."
      />
      <div className="actions compact">
        <button className="button" type="submit">
          Save and tell the customer
        </button>
      </div>
    </form>
  );
}

/** A labelled group of radio buttons, its error tied to each. */
function Choices({
  name,
  legend,
  choices,
  value,
  error,
}: {
  name: string;
  legend: string;
  choices: [string, string][];
  value: string;
  error?: string | undefined;
}) {
  return (
    <fieldset className="choices">
      <legend>{legend}</legend>
      {error ? (
        <p className="error" id={`${name}-error`}>
          {error}
        </p>
      ) : null}
      {choices.map(([choice, label]) => (
        <label className="check" key={choice}>
          <input
            type="radio"
            id={`${name}-${choice}`}
            name={name}
            value={choice}
            defaultChecked={value === choice}
            aria-describedby={error ? `${name}-error` : undefined}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
