import { Link } from '../../lib/router';
import { AddToBasketButton } from './add-to-basket-button';
import { cardHref } from '../../catalogue/links';
import { defaultPrice, defaultSelection } from '../../catalogue/pricing';
import type { Product } from '../../catalogue/product';
import { addedChoiceNote } from '../../catalogue/selection';
import { stockBadge, stockTone } from '../../catalogue/stock';
import { RotatingGallery } from '../ui/rotating-gallery';
import { StockBadge } from '../ui/stock-badge';
import { Price } from './price';
import { ProductPrice } from './product-price';

/**
 * The product card of the light-box listing and the home page: rotating images, the
 * name linking by the card link rule, price, stock badge and Add to Basket.
 */
export function ProductCard({
  product,
  headingLevel = 'h2',
  priority = false,
}: {
  product: Product;
  headingLevel?: 'h2' | 'h3';
  /** The card is seen first (the top of a listing): its first image loads at once. */
  priority?: boolean;
}) {
  const Heading = headingLevel;
  const options = defaultSelection(product.options);
  const added = addedChoiceNote(product, options);
  return (
    <article className="@container flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <RotatingGallery
        images={product.images}
        label={product.name}
        priority={priority}
        className="bg-slate-50"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        {/* The badge beside the name only where a card is wide enough for both (20rem): a
            long first word ("Rechargeable") and the badge overflowed a narrower card, whose
            edge cut the badge off. Below that, the badge goes under the name. */}
        <div className="flex flex-col items-start gap-2 @xs:flex-row @xs:justify-between @xs:gap-3">
          <Heading className="min-w-0 text-lg font-semibold leading-snug">
            <Link
              to={cardHref(product)}
              className="text-brand-900 underline-offset-4 hover:underline"
            >
              {product.name}
            </Link>
          </Heading>
          <StockBadge label={stockBadge(product)} tone={stockTone(product)} />
        </div>
        <p className="text-sm leading-6 text-slate-700">{product.description}</p>
        <div className="mt-auto">
          <ProductPrice product={product} />
          {product.options.length > 0 && (
            // "From" is the cheapest choice; the button adds the usual one: say which.
            <p className="mt-1 text-sm text-slate-700">
              {added.label}: <Price pence={defaultPrice(product)} unit={product.priceUnit} />
              {added.each ? ' each' : null}
            </p>
          )}
        </div>
        <AddToBasketButton
          product={product}
          options={options}
          label="Add to Basket"
          placement="above"
        />
      </div>
    </article>
  );
}
