import { useSyncExternalStore } from 'react';
import { exVat, formatPrice, type Pence, type PriceMode } from '../../catalogue/money';
import { getServerSnapshot, getSnapshot, subscribe } from './price-mode';

/**
 * Every price on the site goes through here, so the header's VAT switch changes them all.
 * Inc VAT until the page has hydrated (pre-rendered pages are inc VAT), then the
 * visitor's choice.
 */
export function usePriceMode(): PriceMode {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

type PriceProps = {
  /** The catalogue amount, inc VAT. */
  pence: Pence;
  /** Written after the amount and before "ex VAT": "/m²", "/tile". */
  unit?: string;
  /** "+£30.00" for a change of price; "-£20.00" either way. */
  signed?: boolean;
  className?: string;
};

/**
 * A catalogue price (inc VAT) as the visitor chose to see it: "£6.66/tile ex VAT" or
 * "£7.99/tile". The pre-rendered page is inc VAT, but carries the ex-VAT text too, in
 * `data-ex`: on a page marked ex VAT before hydration (app/entry.client.ts), the style sheet
 * shows that instead, the same text React then writes, so nothing flashes or moves
 * (app/app.css, docs/decisions/013).
 */
export function Price({ pence, unit = '', signed = false, className }: PriceProps) {
  const mode = usePriceMode();
  const text = (amount: Pence) => `${signed && amount > 0 ? '+' : ''}${formatPrice(amount)}${unit}`;
  const ex = text(exVat(pence));
  return (
    <span data-price={mode} data-ex={ex} className={className}>
      {mode === 'ex' ? (
        <>
          {ex}
          <span className="vat-mark"> ex VAT</span>
        </>
      ) : (
        <span>{text(pence)}</span>
      )}
    </span>
  );
}
