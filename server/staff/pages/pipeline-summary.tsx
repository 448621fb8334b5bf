import { formatPrice } from '../../../app/catalogue/money';
import { quoteReference } from '../../../app/catalogue/references';
import { formatDay } from '../../sales/calendar';
import { QUOTE_STATE_LABELS } from '../../sales/quote-display';
import type { Receivables } from '../../sales/receivables';
import type { Pipeline } from '../../store/pipeline';
import { AgedList, MoneyFigures } from './money-summary';
import { urls } from '../../urls';

/** "November" */
function monthName(firstDay: string) {
  return new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(
    new Date(`${firstDay}T12:00:00Z`),
  );
}

/**
 * The inbox's first screen: the month's quotes sent and accepted, what the accepted ones
 * are worth ex VAT, and the open quotes that run out within the week, each a link. That
 * list is closed at first (the fourth figure says how many), so the enquiries stay near
 * the top on a phone. Beside them the orders in hand, whatever the month, and the money owed
 * and received (money-summary.tsx); on a phone all the figures share one box, the orders'
 * and the money's each as one sentence, so the first enquiry stays in view.
 */
export function PipelineSummary({
  pipeline,
  money,
}: {
  pipeline: Pipeline;
  money: Receivables | undefined;
}) {
  const month = monthName(pipeline.month);
  const more = pipeline.expiringCount - pipeline.expiring.length;
  return (
    <section aria-labelledby="pipeline-heading" className="pipeline">
      <h2 id="pipeline-heading" className="sr-only">
        Quotes this month ({month} {pipeline.month.slice(0, 4)})
      </h2>
      <div className="figures">
        <ul className="stats">
          <li>
            <span className="figure">{pipeline.sent}</span>{' '}
            {pipeline.sent === 1 ? 'quote' : 'quotes'} sent in {month}
          </li>
          <li>
            <span className="figure">{pipeline.accepted}</span> accepted in {month}
          </li>
          <li>
            <span className="figure">{formatPrice(pipeline.acceptedValue)}</span> accepted ex VAT in{' '}
            {month}
          </li>
          <li>
            <span className="figure">{pipeline.expiringCount}</span> expiring within 7 days
          </li>
        </ul>
        <OrdersSummary pipeline={pipeline} />
        {money ? <MoneyFigures money={money} /> : null}
      </div>
      {money && money.owed > 0 ? <AgedList money={money} /> : null}
      {pipeline.expiring.length > 0 ? (
        <details className="expiring">
          <summary>Quotes expiring within 7 days</summary>
          <ul>
            {pipeline.expiring.map((quote) => (
              <li key={quote.enquiryId}>
                <a href={urls.staff.enquiry.href(quote.enquiryId)}>
                  {quoteReference(quote.reference, quote.version)}
                </a>{' '}
                {quote.name}
                {quote.company ? `, ${quote.company}` : ''}: {QUOTE_STATE_LABELS[quote.state]},
                valid until {formatDay(quote.validUntil)}
              </li>
            ))}
            {more > 0 ? <li>and {more} more</li> : null}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

/** The orders in hand, whenever accepted: how many, their worth ex VAT, and how many are late. */
function OrdersSummary({ pipeline }: { pipeline: Pipeline }) {
  const { ordersInProgress, ordersValue, lateOrders } = pipeline;
  return (
    <>
      <h2 id="orders-heading" className="sr-only">
        Orders in hand
      </h2>
      <ul className="stats orders" aria-labelledby="orders-heading">
        <li>
          <span className="figure">{ordersInProgress}</span>{' '}
          {ordersInProgress === 1 ? 'order' : 'orders'} in progress
        </li>
        <li>
          <span className="figure">{formatPrice(ordersValue)}</span> their value ex VAT
        </li>
        <li className={lateOrders > 0 ? 'late' : undefined}>
          <span className="figure">{lateOrders}</span>{' '}
          {lateOrders > 0 ? (
            <a href={urls.staff.inbox.href({ order: 'late' })}>
              late {lateOrders === 1 ? 'order' : 'orders'}
            </a>
          ) : (
            'late orders'
          )}
        </li>
      </ul>
    </>
  );
}
