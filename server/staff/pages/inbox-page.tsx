import { renderDocument } from '../../html/document';
import { PAGE_SIZE, type ListQuery } from '../../store/inbox';
import type { InvoiceRecord } from '../../store/invoice-ledgers';
import type { Pipeline } from '../../store/pipeline';
import type { Receivables } from '../../sales/receivables';
import { InboxFilters } from './inbox-filters';
import { InboxTable, type InboxRow } from './inbox-table';
import { StaffDocument, type Staff } from './layout';
import { PipelineSummary } from './pipeline-summary';
import { unreadableText } from './simple-pages';
import { urls } from '../../urls';

export type { InboxRow };

/**
 * The inbox: the month's quotes at a glance, filters, one page of enquiries (newest
 * first) with each one's quote, the pager and the export.
 */
export function inboxPage({
  staff,
  rows,
  total,
  page,
  query,
  pipeline,
  money,
  toCall = [],
  unreadable,
  today,
}: {
  staff: Staff;
  rows: InboxRow[];
  total: number;
  page: number;
  query: ListQuery;
  /** On the first screen only (no filter, search or later page). */
  pipeline: Pipeline | undefined;
  /** What is owed, with the pipeline: the first screen's only. */
  money?: Receivables | undefined;
  /** Invoices still overdue after their reminder: each asks for a phone call. */
  toCall?: InvoiceRecord[] | undefined;
  /** A stored document that stopped the money summary and the calls (store/documents.ts). */
  unreadable?: string | undefined;
  today: string;
}) {
  /** The list's query as it stands, with `extra` over it. */
  const params = (extra: { page?: number }) => ({
    status: query.status,
    type: query.kind,
    quote: query.quote,
    order: query.order,
    q: query.search,
    ...extra,
  });
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const first = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(total, page * PAGE_SIZE);

  return renderDocument(
    <StaffDocument title="Enquiries" staff={staff}>
      <h1>Enquiries</h1>
      {unreadable ? (
        <section className="notice" aria-labelledby="unreadable-heading">
          <h2 id="unreadable-heading" className="flush">
            A stored document cannot be read
          </h2>
          <p>
            {unreadableText(
              unreadable,
              'so what is owed and the invoices to call about are not shown.',
            )}
          </p>
        </section>
      ) : null}
      {toCall.length > 0 ? (
        <section className="notice" aria-labelledby="call-heading">
          <h2 id="call-heading" className="flush">
            Call the customer
          </h2>
          <p>
            {toCall.length === 1
              ? '1 invoice is still overdue after its reminder email'
              : `${toCall.length} invoices are still overdue after their reminder emails`}
            : phone the customer.
          </p>
          <ul>
            {toCall.map((record) => (
              <li key={record.id}>
                <a href={urls.staff.invoice.href(record.invoice.number)}>{record.invoice.number}</a>{' '}
                {record.invoice.customer.name || record.invoice.customer.billing.company} (
                {record.invoice.orderReference})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {pipeline ? <PipelineSummary pipeline={pipeline} money={money} /> : null}
      <InboxFilters query={query} />
      <p role="status" className="list-count">
        {total === 0
          ? 'No enquiries'
          : `Showing ${first} to ${last} of ${total} ${total === 1 ? 'enquiry' : 'enquiries'}`}
      </p>
      {rows.length === 0 ? (
        <p className="lead">No enquiries match.</p>
      ) : (
        <InboxTable rows={rows} today={today} />
      )}
      <nav className="pager" aria-label="Pages">
        {page > 1 ? (
          <a href={urls.staff.inbox.href(params({ page: page - 1 }))}>Newer enquiries</a>
        ) : (
          <span />
        )}
        <span>
          Page {page} of {pages}
        </span>
        {page < pages ? (
          <a href={urls.staff.inbox.href(params({ page: page + 1 }))}>Older enquiries</a>
        ) : (
          <span />
        )}
      </nav>
      <p>
        <a className="button secondary" href={urls.staff.exportCsv.href(params({}))} download>
          Export these enquiries (CSV)
        </a>
      </p>
    </StaffDocument>,
  );
}
