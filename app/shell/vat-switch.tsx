import { setPriceMode } from '../components/product/price-mode';
import { usePriceMode } from '../components/product/price';

// Which side is lit follows the class on <html>, not React state, so a visitor who chose
// ex VAT sees it lit from the first paint, before the page hydrates (docs/decisions/013).
const inc = 'bg-brand-800 text-white [.ex-vat_&]:bg-transparent [.ex-vat_&]:text-slate-800';
const ex = '[.ex-vat_&]:bg-brand-800 [.ex-vat_&]:text-white';

/**
 * The header's switch between prices inc and ex VAT; every price follows it. It stays in
 * the header's rows that stay in view when the page is scrolled (app/shell/header.tsx).
 */
export function VatSwitch({ className = '' }: { className?: string }) {
  const mode = usePriceMode();
  const segment = 'rounded-full px-2 py-0.5 font-medium';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={mode === 'ex'}
      onClick={() => setPriceMode(mode === 'ex' ? 'inc' : 'ex')}
      // Without scripts it could switch nothing: not shown then (prices stay inc VAT).
      className={`shrink-0 items-center gap-1 whitespace-nowrap rounded-full noscript:hidden! ${className}`}
    >
      <span className="sr-only">Prices ex VAT</span>
      <span aria-hidden="true" className="flex items-center gap-1.5">
        <span className="sr-only text-sm text-slate-700 xl:not-sr-only">Prices:</span>
        <span className="flex rounded-full border border-slate-400 bg-white p-px text-sm text-slate-800">
          <span className={`${segment} ${inc}`}>inc VAT</span>
          <span className={`${segment} ${ex}`}>ex VAT</span>
        </span>
      </span>
    </button>
  );
}
