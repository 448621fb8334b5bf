import { formatPrice } from '../../../app/catalogue/money';
import type { Receivables } from '../../sales/receivables';
import { urls } from '../../urls';

/**
 * The inbox's first screen, beside the quotes and orders: what is owed, how much of it is
 * overdue, what came in this month, and the aged list (what is still due by the days since
 * each invoice was issued), so the team sees whom to chase before reading the enquiries.
 */
export function MoneySummary({ money }: { money: Receivables }) {
  return (
    <section aria-labelledby="money-heading" className="pipeline">
      <h2 id="money-heading" className="sr-only">
        Money owed and received
      </h2>
      <div className="figures">
        <ul className="stats">
          <li>
            <span className="figure">{formatPrice(money.owed)}</span> owed on{' '}
            <a href={urls.staff.invoices.href()}>invoices</a>
          </li>
          <li className={money.overdue > 0 ? 'late' : undefined}>
            <span className="figure">{formatPrice(money.overdue)}</span>{' '}
            <a href={urls.staff.invoices.href({ standing: 'overdue' })}>overdue</a>
          </li>
          <li>
            <span className="figure">{formatPrice(money.receivedThisMonth)}</span> received this
            month
          </li>
        </ul>
      </div>
      {money.owed > 0 ? (
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
      ) : null}
    </section>
  );
}
