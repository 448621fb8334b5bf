import { QuoteTable } from '../../../app/components/quote/quote-table';
import { sentFields, kindLabel, storedRecord } from '../../html/enquiry-words';
import { formatDate } from '../../sales/calendar';
import { LabelledValues } from '../../html/labelled-values';
import { renderDocument } from '../../html/document';
import type { InvoiceKind } from '../../sales/invoice';
import type { InvoiceRecord } from '../../store/invoice-ledgers';
import type { OrderRecord } from '../../store/order-rows';
import { parseLines, type QuoteRecord } from '../../store/quote-rows';
import type { EnquiryRow, EventRow, OutboxRow } from '../../store/schema';
import { ContactPanel, WorkPanel } from './enquiry-desk';
import { Emails, History } from './enquiry-history';
import { mailState, STATUS_LABELS } from './labels';
import { SpamBadge, StaffDocument, type Staff } from './layout';
import { QuoteLinesTable } from '../../html/quote-lines-table';
import type { OrderFormState } from './order-move-form';
import { InvoicesPanel } from './invoice-table';
import { OrderPanel } from './order-panel';
import { QuotePanel } from './quote-panel';
import { urls } from '../../urls';

/** What the page says after a change: a success, or a notice when something needs a look. */
export interface Flash {
  words: string;
  tone: 'success' | 'notice';
}

export interface EnquiryPageProps {
  staff: Staff;
  enquiry: EnquiryRow;
  events: EventRow[];
  mails: OutboxRow[];
  quote: QuoteRecord | undefined;
  link: string | undefined;
  /** The order an acceptance made, with its form as given back after a refused step. */
  order?: { record: OrderRecord; form?: OrderFormState | undefined } | undefined;
  /** The invoices issued for its order, oldest first (they outlive an erasure). */
  invoices?: InvoiceRecord[] | undefined;
  /** The invoice its order is due again, after a credit note took one off in full. */
  dueNow?: InvoiceKind | undefined;
  now: Date;
  today: string;
  flash?: Flash | undefined;
  noteProblem?: string | undefined;
}

/**
 * One enquiry, laid out for action: the first screen holds what staff do next (the order
 * once the quote is accepted, the quote, a reply or a call, the status, a note); below, what the customer sent, the quote as
 * sent, the history and the emails; erasure last, as a quiet link.
 */
export function enquiryPage(props: EnquiryPageProps) {
  const { staff, enquiry, events, mails, flash } = props;
  const teamMail = mails.find((mail) => mail.kind === 'enquiry');
  return renderDocument(
    <StaffDocument title={enquiry.reference} staff={staff}>
      <p className="flush">
        <a href={urls.staff.inbox.href()}>Back to the inbox</a>
      </p>
      <h1>
        {kindLabel(enquiry)} <span className="nowrap">{enquiry.reference}</span>
      </h1>
      <p className="flush">
        <span className="badge">{STATUS_LABELS[enquiry.status] ?? enquiry.status}</span> Received{' '}
        {formatDate(enquiry.created_at)}
        <SpamBadge spam={enquiry.spam} />. {mailState(teamMail)}.
      </p>
      {flash ? (
        <p className={flash.tone} role="status">
          {flash.words}
        </p>
      ) : null}
      {props.noteProblem ? (
        <p className="notice" role="alert">
          <a href="#note">Note not added: {props.noteProblem}</a>
        </p>
      ) : null}
      <div className="desk">
        <div className="desk-main">
          {props.order ? (
            <OrderPanel
              staff={staff}
              enquiryId={enquiry.id}
              record={props.order.record}
              erased={Boolean(enquiry.erased_at)}
              now={props.now}
              today={props.today}
              form={props.order.form}
            />
          ) : null}
          {props.order || (props.invoices?.length ?? 0) > 0 ? (
            <InvoicesPanel
              records={props.invoices ?? []}
              now={props.now}
              dueNow={
                props.dueNow ? { kind: props.dueNow, staff, enquiryId: enquiry.id } : undefined
              }
            />
          ) : null}
          <QuotePanel
            staff={staff}
            enquiry={enquiry}
            record={props.quote}
            link={props.link}
            mails={mails}
            today={props.today}
          />
        </div>
        <div className="desk-side">
          <ContactPanel enquiry={enquiry} />
          <WorkPanel staff={staff} enquiry={enquiry} noteProblem={props.noteProblem} />
        </div>
      </div>
      <WhatWasSent enquiry={enquiry} />
      <SentVersion record={props.quote} erasedAt={enquiry.erased_at} />
      <History events={events} quote={props.quote?.quote} steps={props.order?.record.order.steps} />
      <Emails mails={mails} />
      {enquiry.erased_at ? null : (
        <p className="end">
          <a href={urls.staff.enquiryErase.href(enquiry.id)}>
            Erase this enquiry (privacy request)…
          </a>
        </p>
      )}
    </StaffDocument>,
  );
}

function WhatWasSent({ enquiry }: { enquiry: EnquiryRow }) {
  const { lines, totals } = storedRecord(enquiry);
  return (
    <section aria-labelledby="sent-heading">
      <h2 id="sent-heading">What they sent</h2>
      {enquiry.erased_at ? (
        <p className="notice">
          Erased {formatDate(enquiry.erased_at)}: what this enquiry said is no longer kept.
        </p>
      ) : (
        <>
          <LabelledValues rows={sentFields(enquiry)} />
          {lines.length > 0 ? (
            <>
              <h3 id="lines-heading">What they asked a quote for (priced by the website)</h3>
              <QuoteTable labelledBy="lines-heading" lines={lines} totals={totals} pricedExVat />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

/** The latest version as the customer reads it: its lines, totals and note. */
function SentVersion({
  record,
  erasedAt,
}: {
  record: QuoteRecord | undefined;
  erasedAt: string | null;
}) {
  const latest = record?.versions.at(-1);
  if (!record || !latest) return null;
  const lines = parseLines(latest.lines);
  return (
    <section aria-labelledby="version-heading">
      <h2 id="version-heading">Quote v{latest.version} as sent</h2>
      {erasedAt ? (
        <p className="notice">
          Erased {formatDate(erasedAt)}: its lines and note are no longer kept.
        </p>
      ) : (
        <QuoteLinesTable labelledBy="version-heading" lines={lines} />
      )}
      {latest.note ? (
        <>
          <h3>Note to the customer</h3>
          <p className="pre">{latest.note}</p>
        </>
      ) : null}
    </section>
  );
}
