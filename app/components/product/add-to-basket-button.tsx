import { ArrowRight, CircleCheck, ShoppingBasket } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../lib/router';
import { catalogueLine, type ShownAmount } from '../../catalogue/money';
import { unitPrice } from '../../catalogue/pricing';
import type { Product, Selection } from '../../catalogue/product';
import { describeSelection, lineName } from '../../catalogue/selection';
import { canBeAdded } from '../../catalogue/stock';
import { CloseButton } from '../ui/close-button';
import { useHydrated } from '../../lib/use-hydrated';
import { Price } from './price';
import { addedMessage } from '../../basket/messages';
import { add } from '../../basket/add';

type AddToBasketButtonProps = {
  product: Product;
  options: Selection;
  quantity?: number;
  label?: string;
  onAdded?: () => void;
  /**
   * Where the confirmation opens. "below": under the row of actions the button is in,
   * which the caller makes the positioned box (`relative`), so that it covers none of the
   * choices above the button nor the actions beside it, and the visitor can go on choosing
   * at once. "above": over the content above the button (a card's own picture and name).
   */
  placement?: 'below' | 'above';
};

/** What was added, kept as it was at that moment, whatever is chosen after. */
type Confirmation = {
  /** Counts the adds, so that a repeated sentence is new text to a screen reader. */
  add: number;
  message: string;
  choices: string[];
  inBasket: number;
  /** The basket line's price both ways (<Price> shows it as the visitor chose). */
  total: ShownAmount;
};

/**
 * Adds to the basket and confirms it where the visitor is looking: a small panel that opens
 * over the page next to the button (the line's name, choices, what the basket now holds and
 * its price, and "View basket"), so nothing on the page moves, and clear of the controls the
 * visitor may use next (see `placement`). The panel's first sentence is a polite live
 * region, read out once for each add (a new node each time, so that a repeated sentence is
 * read again); the link and Close follow the button in the tab order. Close, Escape, a click
 * elsewhere or focus moving on shuts it.
 */
export function AddToBasketButton({
  product,
  options,
  quantity = 1,
  label = 'Add to Cart',
  onAdded,
  placement = 'below',
}: AddToBasketButtonProps) {
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const available = canBeAdded(product);
  const disabled = !available || quantity < 1;
  const open = confirmation !== null;
  const hydrated = useHydrated();

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) {
        setConfirmation(null);
      }
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setConfirmation(null);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  // Below the button, the panel can open past the bottom of the window: brought into view
  // on each add, by as little as it takes.
  const shownAdd = confirmation?.add;
  useEffect(() => {
    if (shownAdd !== undefined) panel.current?.scrollIntoView({ block: 'nearest' });
  }, [shownAdd]);

  function onClick() {
    if (disabled) return;
    const outcome = add(product, options, quantity);
    const name = lineName(product, options);
    const inBasket = outcome.kind === 'unavailable' ? 0 : outcome.quantity;
    setConfirmation((shown) => ({
      add: (shown?.add ?? 0) + 1,
      message: addedMessage(outcome, name, quantity),
      // The choices the line's name does not already give ("- 1200mm x 300mm").
      choices: describeSelection(product, options)
        .map(({ value }) => value)
        .filter((value) => value !== '' && !name.includes(value)),
      inBasket,
      total: catalogueLine(unitPrice(product.pricing, options), inBasket),
    }));
    if (outcome.kind !== 'unavailable') onAdded?.();
  }

  function close() {
    setConfirmation(null);
    button.current?.focus();
  }

  return (
    <>
      {/* Where scripts cannot run, the button could do nothing: in its place, how to order.
          In the pre-rendered page only: once the app runs, the button works. */}
      {!hydrated && (
        <p className="hidden text-sm text-slate-800 noscript:block">
          Adding to the basket needs JavaScript. Turn it on, or ask us for a price through the{' '}
          <a href="/contact" className="font-semibold text-brand-700 underline">
            contact form
          </a>
          .
        </p>
      )}
      <div ref={wrapper} className={`noscript:hidden ${placement === 'above' ? 'relative' : ''}`}>
        <button
          ref={button}
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
        {/* Always in the page, so the sentence is read out when it changes. */}
        <div
          ref={panel}
          data-open={open}
          className={
            open
              ? [
                  'absolute inset-x-0 z-30 rounded-lg border border-slate-200 bg-white p-4 text-left shadow-xl',
                  // A card's panel is as wide as the card; under a row of actions it is a
                  // fixed width from the left, across the row on a phone.
                  placement === 'above'
                    ? 'bottom-full mb-2'
                    : 'top-full mt-2 sm:right-auto sm:w-80',
                ].join(' ')
              : 'sr-only'
          }
        >
          <div className="flex items-start gap-2">
            {open && confirmation.inBasket > 0 && (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            )}
            <p role="status" className="flex-1 pr-6 text-sm font-semibold text-slate-900">
              {/* A new node for each add: the same sentence twice in a row is still read out. */}
              {confirmation && <span key={confirmation.add}>{confirmation.message}</span>}
            </p>
          </div>
          {open && confirmation.inBasket > 0 && (
            <>
              {confirmation.choices.length > 0 && (
                <p className="mt-1 text-sm text-slate-700">{confirmation.choices.join(', ')}</p>
              )}
              <p className="mt-2 text-sm text-slate-800">
                In your basket: {confirmation.inBasket},{' '}
                <strong className="text-brand-900">
                  <Price pence={confirmation.total} />
                </strong>
              </p>
              <Link
                to="/cart"
                className="mt-3 inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
              >
                View basket
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </>
          )}
          {/* Last in the tab order, after the link; shown in the corner. */}
          {open && <CloseButton onClick={close} icon="small" className="absolute right-2 top-2" />}
        </div>
      </div>
    </>
  );
}
