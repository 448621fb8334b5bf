import { LabelledValues } from '../../html/labelled-values';
import { lastStep, type Order } from '../../sales/order';
import { expectedLine, standingHeading } from '../../sales/order-display';

/**
 * Where the order is now, at the top of its page: the stage in the words of the last step
 * (Ready as the goods reach the customer, with an installation's day), the date the next
 * stage is expected, and for a cancelled order the reason the team gave.
 */
export function OrderStatus({ order }: { order: Pick<Order, 'stage' | 'steps'> }) {
  // The last step carries the stage, its way and the latest date, an update's included.
  const last = lastStep(order);
  const cancelled = order.stage === 'cancelled';
  const expected = expectedLine(last);
  const rows: [string, string][] = [];
  if (cancelled) rows.push(['Reason', cancelReason(order) || 'None given']);
  if (expected) rows.push(expected);
  return (
    <section
      className={`order-now ${cancelled ? 'notice' : 'success'}`}
      aria-labelledby="order-now-heading"
    >
      <h2 id="order-now-heading" className="flush">
        Where your order is
      </h2>
      <p className="order-stage">{standingHeading(last)}</p>
      {rows.length > 0 ? <LabelledValues rows={rows} /> : null}
    </section>
  );
}

function cancelReason(order: Pick<Order, 'steps'>) {
  return order.steps.findLast((step) => step.stage === 'cancelled' && !step.update)?.message;
}
