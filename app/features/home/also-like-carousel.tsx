import { ChevronLeft, ChevronRight } from 'lucide-react';
import { startTransition, useEffect, useRef, useState } from 'react';
import { Link } from '../../lib/router';
import { cardHref } from '../../catalogue/links';
import { Price } from '../../components/product/price';
import { lowestPrice } from '../../catalogue/pricing';
import { products } from '../../catalogue/registry';
import { Image } from '../../components/ui/image';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import { shuffle } from '../../lib/shuffle';

// Shuffled once per page load, in the browser only: the pre-rendered HTML and the
// hydrating render both use the catalogue's order, then the shuffled order replaces it, as
// a transition: a render of every card that yields to a tap instead of holding the page
// for it (docs/decisions/019). Only while the list is out of view: the carousel hydrates
// after the page (docs/decisions/044), by when the visitor may be looking at it, and the
// products must not change under their eyes.
let shuffled: typeof products | undefined;
const shuffledOrder = () => (shuffled ??= shuffle(products));

/** Calls `reorder` once `list` is out of view: at once, or when it is next scrolled away. */
function whenOutOfView(list: HTMLElement, reorder: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    reorder();
    return () => undefined;
  }
  const observer = new IntersectionObserver(([entry]) => {
    if (entry?.isIntersecting !== false) return;
    observer.disconnect();
    reorder();
  });
  observer.observe(list);
  return () => observer.disconnect();
}

/**
 * "You May Also Like": six products in view on wide screens, fewer on narrow ones. The
 * browser's own scroll snapping does the moving; the buttons scroll a page at a time, and
 * from either end round to the other.
 */
export function AlsoLikeCarousel() {
  const [items, setItems] = useState<typeof products>(() => shuffled ?? products);
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    if (!list || shuffled) return;
    return whenOutOfView(list, () => startTransition(() => setItems(shuffledOrder())));
  }, []);
  const reducedMotion = useReducedMotion();

  /** A page on, or back; from either end round to the other, as the galleries go. */
  function page(direction: 1 | -1) {
    const list = listRef.current;
    if (!list) return;
    const behavior = reducedMotion ? 'auto' : 'smooth';
    const end = list.scrollWidth - list.clientWidth;
    if (direction === -1 && list.scrollLeft <= 1) list.scrollTo({ left: end, behavior });
    else if (direction === 1 && list.scrollLeft >= end - 1) list.scrollTo({ left: 0, behavior });
    else list.scrollBy({ left: direction * list.clientWidth, behavior });
  }

  const button =
    'flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-900 hover:bg-brand-50';
  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="also-like"
      className="mx-auto max-w-page px-4 py-12"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id="also-like" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          You May Also Like
        </h2>
        <div className="flex gap-2">
          <button
            type="button"
            className={button}
            aria-label="Previous products"
            onClick={() => page(-1)}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            className={button}
            aria-label="Next products"
            onClick={() => page(1)}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
      <ul ref={listRef} className="mt-6 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4">
        {items.map((product, position) => {
          const [image] = product.images;
          return (
            // Keyed by place, not product: the shuffle then changes what each slot shows
            // instead of moving the slots, which would make the browser re-snap the scroll.
            <li
              key={position}
              className="w-[calc((100%-1rem)/2)] shrink-0 snap-start md:w-[calc((100%-2rem)/3)] xl:w-[calc((100%-5rem)/6)]"
            >
              <Link
                to={cardHref(product)}
                className="group block rounded-lg border border-slate-200 p-2 hover:border-brand-600"
              >
                <Image
                  src={image.src}
                  alt=""
                  width={image.width}
                  height={image.height}
                  className="h-auto w-full rounded bg-slate-50"
                />
                <span className="mt-2 block text-sm font-semibold text-brand-900 group-hover:underline">
                  {product.name}
                </span>
                <span className="block text-sm text-slate-700">
                  <Price pence={lowestPrice(product)} />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
