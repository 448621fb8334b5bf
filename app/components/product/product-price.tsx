import { lowestPrice } from '../../catalogue/pricing';
import type { Product } from '../../catalogue/product';
import { Price } from './price';

/** The price, with the earlier price struck through where the product is on sale. */
export function ProductPrice({
  product,
  className = '',
}: {
  product: Product;
  className?: string;
}) {
  const price = lowestPrice(product);
  const from = product.options.length > 0 ? 'From ' : '';
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className="text-2xl font-bold text-brand-900">
        {from}
        <Price pence={price} unit={product.priceUnit} />
      </span>
      {product.discountPrice !== undefined && (
        <span className="text-slate-700">
          <span className="sr-only">was </span>
          <s>
            <Price pence={product.discountPrice} />
          </s>
        </span>
      )}
    </p>
  );
}
