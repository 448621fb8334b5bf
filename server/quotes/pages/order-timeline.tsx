import { formatDate } from '../../sales/calendar';
import type { OrderStep } from '../../sales/order';
import { expectedLine, standingHeading, stepHeading } from '../../sales/order-display';

/**
 * Every step the order has taken, oldest first: what happened and when (an update, with
 * where the order stands), what the team wrote to the customer (a cancellation's reason)
 * and the date it gave for the next stage.
 */
export function OrderTimeline({ steps }: { steps: readonly OrderStep[] }) {
  return (
    <section aria-labelledby="timeline-heading">
      <h2 id="timeline-heading">Timeline</h2>
      <ol className="order-timeline">
        {steps.map((step) => {
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
        })}
      </ol>
    </section>
  );
}
