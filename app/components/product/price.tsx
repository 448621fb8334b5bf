import { useSyncExternalStore } from 'react';
import {
  formatPrice,
  unitExVat,
  type Pence,
  type PriceMode,
  type ShownAmount,
} from '../../catalogue/money';
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
  /**
   * One unit's catalogue price (inc VAT), whose ex-VAT price is `unitExVat` of it; or a
   * line or a total with both its figures (`catalogueLine`, `sumShown`), since a line's
   * ex-VAT figure is its unit price ex VAT times its quantity, not its inc-VAT figure / 1.2.
   */
  pence: Pence | ShownAmount;
  /** Written after the amount and before "ex VAT": "/m²", "/tile". */
  unit?: string;
  /** The unit's own style, where it is smaller than the amount. */
  unitClassName?: string;
  /** "+£30.00" for a change of price; "-£20.00" either way. */
  signed?: boolean;
  className?: string;
};

/**
 * A catalogue price (inc VAT) as the visitor chose to see it: "£6.66/tile ex VAT" or
 * "£7.99/tile". The pre-rendered page is inc VAT but carries the ex-VAT amount too, in
 * `data-ex`: on a page marked ex VAT before its first paint (the head's inline script, app/document.tsx), the style sheet
 * shows that amount and "ex VAT" in place of the inc-VAT amount, the same text React then
 * writes, so no inc-VAT price flashes and nothing moves (app/app.css, docs/decisions/013).
 */
export function Price({ pence, unit, unitClassName, signed = false, className }: PriceProps) {
  const mode = usePriceMode();
  const amount = (value: Pence) => `${signed && value > 0 ? '+' : ''}${formatPrice(value)}`;
  const figures = typeof pence === 'number' ? { inc: pence, ex: unitExVat(pence) } : pence;
  const ex = amount(figures.ex);
  return (
    <span data-price={mode} data-ex={ex} className={className}>
      {mode === 'ex' ? ex : <span className="price-amount">{amount(figures.inc)}</span>}
      {unit && <span className={unitClassName}>{unit}</span>}
      {mode === 'ex' && <span className="vat-mark"> ex VAT</span>}
    </span>
  );
}
