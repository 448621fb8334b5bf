import { useSyncExternalStore } from 'react';
import { formatPrice, priceIn, type Pence, type PriceMode } from '../../catalogue/money';
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
 * A catalogue price (inc VAT) as the visitor chose to see it: "£74.99/tile ex VAT" or
 * "£89.99/tile". `data-price` names the mode the text is in: while an ex-VAT visitor's
 * page shows pre-rendered inc-VAT text, the style sheet hides it and reserves the room
 * "ex VAT" will take, so nothing flashes or moves (app/app.css, docs/decisions/013).
 */
export function Price({ pence, unit = '', signed = false, className }: PriceProps) {
  const mode = usePriceMode();
  const shown = priceIn(mode, pence);
  const sign = signed && shown > 0 ? '+' : '';
  return (
    <span data-price={mode} className={className}>
      {sign}
      {formatPrice(shown)}
      {unit}
      {mode === 'ex' && <span className="vat-mark"> ex VAT</span>}
    </span>
  );
}
