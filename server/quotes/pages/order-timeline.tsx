import { formatDate, formatDay, londonDate } from '../../sales/calendar';
import type { OrderStep } from '../../sales/order';
import { expectedLine, standingHeading, stepHeading } from '../../sales/order-display';

/**
 * Every step the order has taken, oldest first: what happened and when (an update, with
 * where the order stands), what the team wrote to the customer (a cancellation's reason)
 * and the date it gave for the next stage; and "Deposit paid" on the day the deposit
 * invoice was paid in full (a day, as the payment's date is), after that day's steps.
 */
export function OrderTimeline({
  steps,
  depositPaidOn,
}: {
  steps: readonly OrderStep[];
  depositPaidOn?: string | undefined;
}) {
  const before = depositPaidOn
    ? steps.filter((step) => londonDate(new Date(step.at)) <= depositPaidOn).length
    : steps.length;
  const deposit = depositPaidOn ? (
    <li key="deposit-paid">
      <h3>Deposit paid</h3>
      <p className="order-when">
        <time dateTime={depositPaidOn}>{formatDay(depositPaidOn)}</time>
      </p>
    </li>
  ) : null;
  return (
    <section aria-labelledby="timeline-heading">
      <h2 id="timeline-heading">Timeline</h2>
      <ol className="order-timeline">
        {steps.slice(0, before).map(timelineStep)}
        {deposit}
        {steps.slice(before).map(timelineStep)}
      </ol>
    </section>
  );
}

function timelineStep(step: OrderStep) {
  const expected = expectedLine(step);
  return (
    <li key={step.seq}>
      <h3>{step.update ? `Update: ${standingHeading(step)}` : stepHeading(step)}</h3>
      <p className="order-when">
        <time dateTime={step.at}>{formatDate(step.at)}</time>
      </p>
      {step.message ? (
        <p className="order-message">
          {step.stage === 'cancelled' && !step.update ? 'Reason: ' : 'From our team: '}
          {step.message}
        </p>
      ) : null}
      {expected ? (
        <p className="flush">
          {expected[0]}: {expected[1]}
        </p>
      ) : null}
    </li>
  );
}
