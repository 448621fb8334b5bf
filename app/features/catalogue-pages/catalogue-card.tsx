import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import type { Product } from '../../catalogue/product';
import { productPath } from '../../catalogue/product-paths';
import { stockBadge, stockTone } from '../../catalogue/stock';
import { Image } from '../../components/ui/image';
import { StockBadge } from '../../components/ui/stock-badge';
import { PriceBadge } from './badges';

type CatalogueCardProps = {
  name: string;
  /** Without one the card is not a link (an item still to come). */
  href?: string;
  description: string;
  /** Ranges without a single price of their own show none. */
  price?: ReactNode;
  media?: ReactNode;
  badges?: ReactNode;
};

/**
 * A card whose name is its only link; the link's hit area is stretched over the whole
 * card, so the card clicks as one without a second, unnamed link for screen readers.
 */
export function CatalogueCard({
  name,
  href,
  description,
  price,
  media,
  badges,
}: CatalogueCardProps) {
  return (
    <div className="relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow has-[a:hover]:border-brand-600 has-[a:hover]:shadow-md">
      {media}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-lg font-semibold text-brand-900">
          {href ? (
            <Link
              to={href}
              className="underline-offset-2 after:absolute after:inset-0 hover:underline"
            >
              {name}
            </Link>
          ) : (
            name
          )}
        </h3>
        <p className="text-sm leading-6 text-slate-700">{description}</p>
        {price || badges ? (
          <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
            {price ? <PriceBadge label={price} /> : null}
            {badges}
          </div>
        ) : null}
      </div>
    </div>
  );
}

export function ProductMedia({
  product,
  priority = false,
}: {
  product: Product;
  priority?: boolean;
}) {
  const [image] = product.images;
  return (
    <Image
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      priority={priority}
      className="aspect-[4/3] w-full bg-slate-100 object-cover"
    />
  );
}

/**
 * Stands in for a photograph where an item has none of its own. The page gives the drawing
 * (from its own icons: each page's start-up carries only those it draws, decision 041).
 */
export function IconMedia({ icon: Icon }: { icon: LucideIcon }) {
  return (
    // Shorter where cards stack, so a phone is not scrolled past empty panels.
    <div className="flex aspect-[2/1] items-center justify-center bg-brand-50 text-brand-700 sm:aspect-[4/3]">
      <Icon aria-hidden="true" className="size-16" strokeWidth={1.25} />
    </div>
  );
}

/** A registry product: its name, page, picture, copy and stock all come from its data. */
export function ProductCard({
  product,
  price,
  priority = false,
}: {
  product: Product;
  price: ReactNode;
  priority?: boolean;
}) {
  return (
    <CatalogueCard
      name={product.name}
      href={productPath(product)}
      description={product.description}
      price={price}
      media={<ProductMedia product={product} priority={priority} />}
      badges={<StockBadge label={stockBadge(product)} tone={stockTone(product)} />}
    />
  );
}
