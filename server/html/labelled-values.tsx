import { Fragment } from 'react';

/**
 * Values by their labels (empty ones left out): what the visitor sent, on the confirmation,
 * the staff page of an enquiry and the e-mail to the sales team; a quote's facts and terms.
 * Their quote table is the app's (app/components/quote/quote-table.tsx).
 */
export function LabelledValues({ rows }: { rows: readonly [string, string][] }) {
  return (
    <dl className="labelled">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
