import { ShoppingBasket } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from '../../lib/router';
import { ADD_PARAM, SHARE_PARAM } from '../../basket/shared';
import { site } from '../../content/site';
import type { Basket } from '../../basket/model';
import { getSnapshot, restore } from '../../basket/store';
import { useBasket } from '../../basket/use-basket';
import { useHydrated } from '../../lib/use-hydrated';
import type { TakenOut } from '../../basket/taken-out';
import { onTakenOut, takenOutMessage } from './taken-out-notice';
import { CartLine } from './cart-line';
import { OrderSummary } from './order-summary';
import { ShareBasket } from './share-basket';
import { addSharedBasket, SharedBasketView } from './shared-basket-view';

export function CartPage() {
  const hydrated = useHydrated();
  const basket = useBasket();
  const [message, setMessage] = useState('');
  // What the catalogue's check took out of the stored basket, here or on an earlier page
  // (app/basket/taken-out.ts): said after the basket's first read, which runs the check.
  useEffect(() => {
    getSnapshot();
    return onTakenOut((takenOut: TakenOut) => setMessage(takenOutMessage(takenOut)));
  }, []);
  // The basket as it was before a link's lines were added on arrival, while that can be undone:
  // a link from anywhere can ask, so what it added is one press from gone.
  const [before, setBefore] = useState<Basket | null>(null);
  const say = (words: string) => {
    setMessage(words);
    setBefore(null);
  };
  const list = useRef<HTMLUListElement>(null);
  const continueShopping = useRef<HTMLAnchorElement>(null);
  // Where a line was removed from: its Remove button had the focus, and leaves with the line.
  const removedAt = useRef<number>(null);

  useEffect(() => {
    const at = removedAt.current;
    if (at === null) return;
    removedAt.current = null;
    // The focus goes to the line that took its place (or the one before the last), or to
    // Continue Shopping when the basket is empty: never to the page itself.
    const lines = list.current?.children ?? [];
    const next = lines[Math.min(at, lines.length - 1)]?.querySelector('a');
    (next ?? continueShopping.current)?.focus();
  }, [basket.lines]);
  // A shared basket's link (/cart?share=...): shown above the visitor's own basket.
  const [params, setParams] = useSearchParams();
  const shared = hydrated ? params.get(SHARE_PARAM) : null;
  // With &add=1 ("Buy these again"), its lines go into the basket once, on arrival, and the
  // address becomes /cart: a reload, or Back to it, adds nothing twice.
  const addOnArrival = shared !== null && params.get(ADD_PARAM) === '1';
  const addedFrom = useRef<string>(null);
  useEffect(() => {
    if (!addOnArrival || shared === null || addedFrom.current === shared) return;
    addedFrom.current = shared;
    const earlier = getSnapshot();
    setMessage(addSharedBasket(shared));
    setBefore(earlier);
    setParams({}, { replace: true });
  }, [addOnArrival, shared, setParams]);

  return (
    // Tall enough that the footer starts below the fold: the basket appears after
    // hydration (the pre-rendered page cannot know it) without moving anything in view.
    <div className="mx-auto min-h-screen max-w-page px-4 py-8 lg:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">Shopping Basket</h1>
      <p role="status" className="mt-2 min-h-6 font-medium text-brand-800">
        {message}
      </p>
      {before !== null && (
        <button
          type="button"
          onClick={() => {
            restore(before);
            say('Taken out again: your basket is as it was before the link.');
          }}
          className="mt-2 rounded-md border-2 border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Undo: take these out of my basket
        </button>
      )}
      {shared !== null && !addOnArrival && (
        <SharedBasketView
          raw={shared}
          onMessage={say}
          onClose={() => setParams({}, { replace: true })}
        />
      )}
      {!hydrated ? (
        <>
          <p className="sr-only noscript:hidden">Loading your basket</p>
          {/* Shown only where scripts cannot run (not <noscript>, which is text to a browser
              that has them on but blocked, and to tools that read the page). */}
          <div className="mt-6 hidden rounded-lg border border-slate-300 px-6 py-8 noscript:block">
            <p className="text-lg font-semibold">
              Your basket is kept in this browser and needs JavaScript to be shown.
            </p>
            <p className="mt-3">
              Turn JavaScript on and reload this page, or send us your list through the{' '}
              <a href="/contact" className="font-semibold text-brand-700 underline">
                contact form
              </a>{' '}
              or call us on{' '}
              <a href={`tel:${site.phone.e164}`} className="font-semibold text-brand-700 underline">
                {site.phone.display}
              </a>{' '}
              and we will price it for you.
            </p>
          </div>
        </>
      ) : basket.lines.length === 0 ? (
        <div className="mt-6 rounded-lg border border-dashed border-slate-300 px-6 py-12 text-center">
          <ShoppingBasket aria-hidden="true" className="mx-auto size-12 text-slate-400" />
          <p className="mt-4 text-xl font-semibold">Your cart is empty</p>
          <Link
            ref={continueShopping}
            to="/products"
            className="mt-6 inline-block rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Continue Shopping
          </Link>
        </div>
      ) : (
        <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <section aria-labelledby="basket-items">
            <h2 id="basket-items" className="sr-only">
              Items in your basket
            </h2>
            <ul ref={list} className="divide-y divide-slate-200 border-y border-slate-200">
              {basket.lines.map((line, index) => (
                <CartLine
                  key={line.key}
                  line={line}
                  onMessage={say}
                  onRemove={() => {
                    removedAt.current = index;
                  }}
                />
              ))}
            </ul>
            <ShareBasket basket={basket} />
          </section>
          <OrderSummary basket={basket} />
        </div>
      )}
    </div>
  );
}
