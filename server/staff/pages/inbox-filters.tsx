import { QUOTE_STATE_LABELS, QUOTE_STATES } from '../../quotes/state';
import { KINDS, STATUSES, type ListQuery } from '../../store/inbox';
import { KIND_LABELS, STATUS_LABELS } from './labels';

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

/**
 * The list's search and filters: a GET form, so a filtered list is an address to keep. The
 * search box is always in view; the three lists are a disclosure on a phone, whose summary
 * says how many are on, and in view beside the search on a wider screen (staff-style.ts).
 */
export function InboxFilters({ query }: { query: ListQuery }) {
  const on = [query.status, query.kind, query.quote].filter(Boolean).length;
  return (
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
          Reference, PO number, name, email or company
        </p>
      </div>
      <details className="more-filters">
        <summary>Filters{on > 0 ? ` (${on} on)` : ''}</summary>
        <div className="filter-fields">
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
          <div className="field">
            <label htmlFor="quote">Quote</label>
            <select id="quote" name="quote" defaultValue={query.quote ?? ''}>
              <Options values={QUOTE_STATES} labels={QUOTE_STATE_LABELS} all="Any quote" />
            </select>
          </div>
        </div>
      </details>
      <div className="row-actions">
        <button className="button" type="submit">
          Filter
        </button>
        <a href="/staff">Clear</a>
      </div>
    </form>
  );
}
