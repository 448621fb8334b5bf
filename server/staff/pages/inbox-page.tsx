import { formatDate } from '../../enquiries/present';
import { renderDocument } from '../../html/document';
import { KINDS, PAGE_SIZE, STATUSES, type ListQuery } from '../../store/inbox';
import type { EnquiryRow } from '../../store/schema';
import { KIND_LABELS, STATUS_LABELS } from './labels';
import { SpamBadge, StaffDocument, type Staff } from './layout';

export type InboxRow = Pick<
  EnquiryRow,
  | 'id'
  | 'reference'
  | 'kind'
  | 'status'
  | 'spam'
  | 'name'
  | 'email'
  | 'company'
  | 'created_at'
  | 'erased_at'
>;

function Options({
  values,
  labels,
  all,
}: {
  values: readonly string[];
  labels: Record<string, string>;
  all: string;
}) {
  return (
    <>
      <option value="">{all}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels[value]}
        </option>
      ))}
    </>
  );
}

/** The inbox: filters, one page of enquiries (newest first), the pager and the export. */
export function inboxPage({
  staff,
  rows,
  total,
  page,
  query,
}: {
  staff: Staff;
  rows: InboxRow[];
  total: number;
  page: number;
  query: ListQuery;
}) {
  const params = (extra: Record<string, string | number | undefined>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries({
      status: query.status,
      type: query.kind,
      q: query.search,
      ...extra,
    })) {
      if (value !== undefined && value !== '') search.set(key, String(value));
    }
    const text = search.toString();
    return text ? `?${text}` : '';
  };
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const first = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(total, page * PAGE_SIZE);

  return renderDocument(
    <StaffDocument title="Enquiries" staff={staff}>
      <h1>Enquiries</h1>
      <form
        method="get"
        action="/staff"
        className="filters"
        role="search"
        aria-label="Filter enquiries"
      >
        <div className="field">
          <label htmlFor="q">Search</label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={query.search ?? ''}
            aria-describedby="q-hint"
          />
          <p className="hint" id="q-hint">
            Name, email, company or reference
          </p>
        </div>
        <div className="field">
          <label htmlFor="status">Status</label>
          <select id="status" name="status" defaultValue={query.status ?? ''}>
            <Options values={STATUSES} labels={STATUS_LABELS} all="Any status" />
          </select>
        </div>
        <div className="field">
          <label htmlFor="type">Type</label>
          <select id="type" name="type" defaultValue={query.kind ?? ''}>
            <Options values={KINDS} labels={KIND_LABELS} all="Any type" />
          </select>
        </div>
        <div className="row-actions">
          <button className="button" type="submit">
            Filter
          </button>
          <a href="/staff">Clear</a>
        </div>
      </form>
      <p role="status">
        {total === 0
          ? 'No enquiries'
          : `Showing ${first} to ${last} of ${total} ${total === 1 ? 'enquiry' : 'enquiries'}`}
      </p>
      {rows.length === 0 ? (
        <p className="lead">No enquiries match.</p>
      ) : (
        <table className="stack">
          <caption className="sr-only">Enquiries, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Type</th>
              <th scope="col">Name</th>
              <th scope="col">Company</th>
              <th scope="col">Received</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <InboxLine key={row.id} row={row} />
            ))}
          </tbody>
        </table>
      )}
      <nav className="pager" aria-label="Pages">
        {page > 1 ? <a href={`/staff${params({ page: page - 1 })}`}>Newer enquiries</a> : <span />}
        <span>
          Page {page} of {pages}
        </span>
        {page < pages ? (
          <a href={`/staff${params({ page: page + 1 })}`}>Older enquiries</a>
        ) : (
          <span />
        )}
      </nav>
      <p>
        <a className="button secondary" href={`/staff/export.csv${params({})}`} download>
          Export these enquiries (CSV)
        </a>
      </p>
    </StaffDocument>,
  );
}

/** One enquiry in the list: its reference and its customer's name both open it. */
function InboxLine({ row }: { row: InboxRow }) {
  const href = `/staff/enquiries/${row.id}`;
  return (
    <tr>
      <td>
        <a href={href}>{row.reference}</a>
        <SpamBadge spam={row.spam} />
      </td>
      <td data-label="Type">{KIND_LABELS[row.kind] ?? row.kind}</td>
      <td data-label="Name">
        {row.erased_at ? (
          <em>Erased</em>
        ) : (
          <a href={href} tabIndex={-1}>
            {row.name}
          </a>
        )}
      </td>
      <td data-label="Company">{row.company}</td>
      <td data-label="Received">{formatDate(row.created_at)}</td>
      <td data-label="Status">
        <span className={row.status === 'new' ? 'badge new' : 'badge'}>
          {STATUS_LABELS[row.status] ?? row.status}
        </span>
      </td>
    </tr>
  );
}
