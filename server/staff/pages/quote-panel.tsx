import { formatPrice } from '../../../app/catalogue/money';
import { formatDate, formatDay } from '../../sales/calendar';
import { displayState, QUOTE_STATE_LABELS } from '../../sales/quote-display';
import type { QuoteRecord } from '../../store/quote-rows';
import type { EnquiryRow, OutboxRow } from '../../store/schema';
import { mailState } from './labels';
import { type Staff } from './layout';
import { NoQuote, QuoteActions } from './quote-actions';
import { StaffScript } from './staff-script';
import { urls } from '../../urls';

export interface QuotePanelProps {
  staff: Staff;
  enquiry: EnquiryRow;
  record: QuoteRecord | undefined;
  /** The customer's address for the quote, once a version is sent (and not erased). */
  link: string | undefined;
  mails: OutboxRow[];
  today: string;
}

/**
 * The quote at a glance, in the enquiry's first screen: its state and version, what it is
 * worth and until when, what the customer did, the link to give them, and the one next
 * step (prepare, open the draft, revise, withdraw).
 */
export function QuotePanel(props: QuotePanelProps) {
  const { record, enquiry } = props;
  return (
    <section className="panel" aria-labelledby="quote-heading">
      <h2 id="quote-heading">Quote</h2>
      {!record ? (
        <NoQuote staff={props.staff} enquiry={enquiry} />
      ) : record.quote.latest_version === 0 ? (
        <>
          <p className="quote-state">Draft of v1, not sent</p>
          <p className="hint">Last saved {formatDate(record.quote.updated_at)}.</p>
          {enquiry.erased_at ? null : (
            <p>
              <a className="button" href={urls.staff.quote.href(enquiry.id)}>
                Open the draft
              </a>
            </p>
          )}
        </>
      ) : (
        <SentQuote {...props} record={record} />
      )}
    </section>
  );
}

function SentQuote({
  staff,
  enquiry,
  record,
  link,
  mails,
  today,
}: QuotePanelProps & { record: QuoteRecord }) {
  const { quote } = record;
  const latest = record.versions.at(-1);
  const state = displayState(quote, today);
  const email = mails
    .filter((mail) => mail.kind === 'quote-sent' && mail.quote_version === quote.latest_version)
    .at(-1);
  // The customer's latest words: the changes asked for, why they declined, or a new quote
  // asked for after declining or a withdrawal (the history says which).
  const message = quote.state === 'accepted' ? null : quote.customer_message;
  return (
    <>
      <p className="quote-state">
        {QUOTE_STATE_LABELS[state]}, v{quote.latest_version}
      </p>
      <dl className="facts">
        <dt>Valid until</dt>
        <dd>{quote.valid_until ? formatDay(quote.valid_until) : '—'}</dd>
        <dt>Total ex VAT</dt>
        <dd>{quote.total_ex_pence === null ? '—' : formatPrice(quote.total_ex_pence)}</dd>
        {latest ? (
          <>
            <dt>Sent</dt>
            <dd>
              {formatDate(latest.sent_at)} by {latest.sent_by}
            </dd>
          </>
        ) : null}
        {quote.state === 'accepted' && quote.accepted_at ? (
          <>
            <dt>Accepted</dt>
            <dd>
              v{quote.accepted_version} by {quote.accepted_name ?? '(erased)'}, PO number{' '}
              {quote.accepted_po ?? 'none given'}, on {formatDate(quote.accepted_at)}
            </dd>
          </>
        ) : null}
      </dl>
      {message !== null ? (
        <>
          <p className="flush">The customer’s latest message:</p>
          <blockquote>{message}</blockquote>
        </>
      ) : null}
      {quote.state === 'accepted' ? (
        <p>The customer accepted it, so it cannot be revised.</p>
      ) : null}
      {link ? (
        <div className="field">
          <label htmlFor="customer-link">Link for the customer</label>
          {/* A box that wraps: the whole link shows at any width. */}
          <textarea
            id="customer-link"
            className="grow"
            readOnly
            rows={3}
            value={link}
            aria-describedby="link-hint"
          />
          {/* Shown by the staff script, which alone can copy: no button that does nothing. */}
          <p className="copy-row">
            <button
              className="button secondary"
              type="button"
              data-copy="customer-link"
              data-copy-status="link-copied"
              hidden
            >
              Copy link
            </button>
            <span id="link-copied" role="status"></span>
          </p>
          <p className="hint" id="link-hint">
            {email ? mailState(email) : 'Copy it into your own email to the customer.'}
          </p>
          <StaffScript />
        </div>
      ) : null}
      <QuoteActions
        staff={staff}
        enquiryId={enquiry.id}
        record={record}
        erased={Boolean(enquiry.erased_at)}
      />
    </>
  );
}
