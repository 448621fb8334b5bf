import { ORDER_STAGE_LABELS, ORDER_STAGES } from '../../sales/order-display';
import { QUOTE_STATE_LABELS, QUOTE_STATES } from '../../sales/quote-display';
import { KINDS, STATUSES, type ListQuery } from '../../store/inbox';
import { KIND_LABELS, STATUS_LABELS } from './labels';
import { urls } from '../../urls';

/** Each stage, and the open orders whose expected date has passed. */
const ORDER_FILTER_LABELS: Record<string, string> = {
  ...ORDER_STAGE_LABELS,
  late: 'Late (expected date passed)',
};

/** One labelled list of the filters: its values, their labels and the "any" choice first. */
function Filter({
  id,
  label,
  value,
  values,
  labels,
  all,
}: {
  id: string;
  label: string;
  value: string | undefined;
  values: readonly string[];
  labels: Record<string, string>;
  all: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={id} defaultValue={value ?? ''}>
        <option value="">{all}</option>
        {values.map((choice) => (
          <option key={choice} value={choice}>
            {labels[choice]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The list's search and filters: a GET form, so a filtered list is an address to keep. The
 * search box is always in view; the four lists are a disclosure on a phone, whose summary
 * says how many are on, and in view beside the search on a wider screen (staff-style.ts).
 */
export function InboxFilters({ query }: { query: ListQuery }) {
  const on = [query.status, query.kind, query.quote, query.order].filter(Boolean).length;
  return (
    <form
      method="get"
      action={urls.staff.inbox.href()}
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
          Reference, invoice or credit note number, PO number, name, email or company
        </p>
      </div>
      <details className="more-filters">
        <summary>Filters{on > 0 ? ` (${on} on)` : ''}</summary>
        <div className="filter-fields">
          <Filter
            id="status"
            label="Status"
            value={query.status}
            values={STATUSES}
            labels={STATUS_LABELS}
            all="Any status"
          />
          <Filter
            id="type"
            label="Type"
            value={query.kind}
            values={KINDS}
            labels={KIND_LABELS}
            all="Any type"
          />
          <Filter
            id="quote"
            label="Quote"
            value={query.quote}
            values={QUOTE_STATES}
            labels={QUOTE_STATE_LABELS}
            all="Any quote"
          />
          <Filter
            id="order"
            label="Order"
            value={query.order}
            values={[...ORDER_STAGES, 'late']}
            labels={ORDER_FILTER_LABELS}
            all="Any order"
          />
        </div>
      </details>
      <div className="row-actions">
        <button className="button" type="submit">
          Filter
        </button>
        <a href={urls.staff.inbox.href()}>Clear</a>
      </div>
    </form>
  );
}
