import { ShoppingBasket } from 'lucide-react';
import { useState } from 'react';
import type { Product, Selection } from '../catalogue/product';
import { lineName } from '../catalogue/selection';
import { canBeAdded } from '../catalogue/stock';
import { addedMessage } from './messages';
import { add } from './store';

type AddToBasketButtonProps = {
  product: Product;
  options: Selection;
  quantity?: number;
  label?: string;
  onAdded?: () => void;
};

/**
 * Adds to the basket and says what happened in a polite live region beside the button.
 * The basket itself never opens.
 */
export function AddToBasketButton({
  product,
  options,
  quantity = 1,
  label = 'Add to Cart',
  onAdded,
}: AddToBasketButtonProps) {
  const [message, setMessage] = useState('');
  const available = canBeAdded(product);
  const disabled = !available || quantity < 1;

  function onClick() {
    if (disabled) return;
    const outcome = add(product, options, quantity);
    setMessage(addedMessage(outcome, lineName(product, options), quantity));
    if (outcome.kind !== 'unavailable') onAdded?.();
  }

  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={onClick}
        // Not `disabled`: the glass shelf's button disables itself as it adds (the quantity
        // goes back to 0), and a disabled button would drop the keyboard's focus to the page.
        aria-disabled={disabled}
        className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 aria-disabled:cursor-not-allowed aria-disabled:bg-slate-300 aria-disabled:text-slate-700 sm:w-auto"
      >
        <ShoppingBasket aria-hidden="true" className="size-5" />
        {label}
      </button>
      <p role="status" className="min-h-6 text-sm font-medium text-brand-800">
        {message}
      </p>
    </div>
  );
}
