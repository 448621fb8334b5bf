import { formatPrice } from '../../../app/catalogue/money';
import type { Receivables } from '../../sales/receivables';
import { urls } from '../../urls';

/**
 * The money on the inbox's first screen, beside the quotes and orders (pipeline-summary.tsx):
 * what is owed, how much of it is overdue and what came in this month, each linking to the
 * invoices; then the aged list, what is still due by the days since each invoice was issued,
 * closed at first so the enquiries stay near the top on a phone.
 */
export function MoneyFigures({ money }: { money: Receivables }) {
  return (
    <>
      <h2 id="money-heading" className="sr-only">
        Money owed and received
      </h2>
      <ul className="stats orders" aria-labelledby="money-heading">
        <li>
          <span className="figure">{formatPrice(money.owed)}</span> owed on{' '}
          <a href={urls.staff.invoices.href()}>invoices</a>
        </li>
        <li className={money.overdue > 0 ? 'late' : undefined}>
          <span className="figure">{formatPrice(money.overdue)}</span>{' '}
          <a href={urls.staff.invoices.href({ standing: 'overdue' })}>overdue</a>
        </li>
        <li>
          <span className="figure">{formatPrice(money.receivedThisMonth)}</span> received this month
        </li>
      </ul>
    </>
  );
}

export function AgedList({ money }: { money: Receivables }) {
  return (
    <details className="expiring">
      <summary>What is owed, by age</summary>
      <table className="aged">
        <caption className="sr-only">
          Amounts still due, by the days since each invoice was issued
        </caption>
        <thead>
          <tr>
            <th scope="col">Issued</th>
            <th scope="col">Invoices</th>
            <th scope="col">Still due</th>
          </tr>
        </thead>
        <tbody>
          {money.aged.map((band) => (
            <tr key={band.label}>
              <th scope="row">{band.label} ago</th>
              <td>{band.count}</td>
              <td>{formatPrice(band.due)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
