import { formatPrice } from '../../../app/catalogue/money';
import { formatDate, formatDay } from '../../sales/calendar';
import { lastStep, OPEN_STAGES, type Address, type Order } from '../../sales/order';
import {
  EXPECTED_WORDS,
  ORDER_STAGE_LABELS,
  readyWords,
  stepHeading,
} from '../../sales/order-display';
import { expectedDate, isLate } from '../../sales/order-lifecycle';
import { CUSTOMER } from '../../sales/quote';
import type { OrderRecord } from '../../store/order-rows';
import type { Staff } from './layout';
import { OrderMoveForm, OrderProblems, refusalWords, type OrderFormState } from './order-move-form';

export interface OrderPanelProps {
  staff: Staff;
  enquiryId: string;
  record: OrderRecord;
  erased: boolean;
  now: Date;
  today: string;
  /** A form given back: as typed, with its problems or why the order was not moved. */
  form?: OrderFormState | undefined;
}

/** The stage as the customer reads it: Ready in the words of how the goods reach them. */
export function stageWords(order: Order) {
  const step = lastStep(order);
  return order.stage === 'ready'
    ? readyWords(step.way ?? 'collection', step.expectedDate)
    : ORDER_STAGE_LABELS[order.stage];
}

/**
 * The order at a glance, first on the enquiry's page once the quote is accepted: its stage
 * and the date the next one is expected (flagged when it has passed), what it is worth,
 * where it is billed and goes, its timeline, and the form that moves it on while it is open.
 */
export function OrderPanel(props: OrderPanelProps) {
  const { order } = props.record;
  const expected = expectedDate(order);
  const late = isLate(order, props.now);
  const open = OPEN_STAGES.includes(order.stage);
  return (
    <section className="panel" aria-labelledby="order-heading">
      <h2 id="order-heading">Order</h2>
      {props.form?.refusal ? (
        <p className="notice" role="alert">
          Not moved. {refusalWords(props.form.refusal, order.stage)}
        </p>
      ) : null}
      {props.form ? <OrderProblems order={order} errors={props.form.errors} /> : null}
      <p className="quote-state">
        {stageWords(order)}
        {late ? (
          <>
            {' '}
            <span className="badge late">Late</span>
          </>
        ) : null}
      </p>
      <dl className="facts">
        {open ? (
          <>
            <dt>{EXPECTED_WORDS[order.stage]}</dt>
            <dd>
              {expected ? formatDay(expected) : 'No date given'}
              {late ? ' (passed)' : ''}
            </dd>
          </>
        ) : null}
        <dt>Accepted</dt>
        <dd>
          v{order.version} by {order.name || '(erased)'} on {formatDate(order.steps[0]?.at ?? '')}
        </dd>
        <dt>PO number</dt>
        <dd>{order.po || 'None given'}</dd>
        <dt>Total ex VAT</dt>
        <dd>{formatPrice(order.totals.exVat)}</dd>
        <dt>Total inc VAT</dt>
        <dd>{formatPrice(order.totals.incVat)}</dd>
        <dt>Billing address</dt>
        <dd>
          <AddressLines address={order.billing} />
        </dd>
        <dt>Delivery or site</dt>
        <dd>
          {order.site ? <AddressLines address={order.site} /> : 'None: every line is collected'}
        </dd>
      </dl>
      <Timeline order={order} />
      {open && !props.erased ? (
        <OrderMoveForm
          staff={props.staff}
          enquiryId={props.enquiryId}
          order={order}
          today={props.today}
          form={props.form}
        />
      ) : null}
    </section>
  );
}

function AddressLines({ address }: { address: Address }) {
  const lines = [address.company, address.address, address.postcode].filter(Boolean);
  return lines.length > 0 ? <span className="pre">{lines.join('\n')}</span> : <>(erased)</>;
}

/** Each step, oldest first: when, who, what it said and the date it gave. */
function Timeline({ order }: { order: Order }) {
  return (
    <>
      <h3 id="timeline-heading">Timeline</h3>
      <ol className="history" aria-labelledby="timeline-heading">
        {order.steps.map((step) => (
          <li key={step.seq}>
            <strong>{formatDate(step.at)}</strong>
            {step.by === CUSTOMER ? ', the customer' : `, ${step.by}`}: {stepHeading(step)}
            {step.update ? ` (${ORDER_STAGE_LABELS[step.stage]})` : ''}
            {step.expectedDate && !(step.stage === 'ready' && step.way === 'installation')
              ? `; ${EXPECTED_WORDS[step.stage].toLowerCase()} ${formatDay(step.expectedDate)}`
              : ''}
            {step.message ? <blockquote>{step.message}</blockquote> : null}
          </li>
        ))}
      </ol>
    </>
  );
}
