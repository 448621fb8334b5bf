import { Fragment } from 'react';

/**
 * What the visitor sent, label by label (empty answers left out): the confirmation, the
 * staff page of an enquiry and the e-mail to the sales team. Their quote table is the
 * app's (app/components/quote/quote-table.tsx).
 */
export function Answers({ rows }: { rows: readonly [string, string][] }) {
  return (
    <dl className="answers">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
