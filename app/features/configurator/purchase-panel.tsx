import { FileText, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../lib/router';
import { AddToBasketButton } from '../../components/product/add-to-basket-button';
import { enquiryHref, productEnquiry } from '../../catalogue/enquiry';
import { catalogueLine } from '../../catalogue/money';
import { unitPrice } from '../../catalogue/pricing';
import type { Product } from '../../catalogue/product';
import { describeSelection } from '../../catalogue/selection';
import { stockBadge, stockTone } from '../../catalogue/stock';
import { Price } from '../../components/product/price';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { StockBadge } from '../../components/ui/stock-badge';
import { TickList } from '../../components/ui/tick-list';
import { OptionGroupField } from './option-group';
import { TypedQuantity } from './typed-quantity';
import { useSelection } from './use-selection';

export function PurchasePanel({ product }: { product: Product }) {
  const [selection, choose] = useSelection(product.options);
  // Glass shelves start at 0 and go back to 0 after adding (SPEC.md section 4).
  const [quantity, setQuantity] = useState(0);
  const unit = unitPrice(product.pricing, selection);
  const stepper = product.quantityStepper === true;
  // The ceiling grids and tiles, bought by the dozen: a typed quantity (PRODUCT.md).
  const typed = product.quantityField === true;
  const [typedQuantity, setTypedQuantity] = useState(1);
  // Text typed that is not a quantity: nothing is added until it is put right.
  const [typedInvalid, setTypedInvalid] = useState(false);
  const quote = productEnquiry(
    product,
    describeSelection(product, selection),
    stepper ? quantity : undefined,
  );

  return (
    <div className="mt-6 space-y-6">
      <div className="flex flex-wrap items-center gap-4">
        {/* Read out when a choice changes it, as the visitor hears the choice itself. */}
        <p aria-live="polite" aria-atomic="true" className="text-3xl font-bold text-brand-900">
          <span className="sr-only">{stepper ? 'Unit price: ' : 'Price: '}</span>
          <Price
            pence={unit}
            unit={product.priceUnit}
            unitClassName="text-lg font-medium text-slate-700"
          />
        </p>
        <StockBadge label={stockBadge(product)} tone={stockTone(product)} />
      </div>

      <form
        className="space-y-5"
        onSubmit={(event) => event.preventDefault()}
        aria-label={`Configure ${product.name}`}
      >
        {product.options.map((group) => (
          <OptionGroupField
            key={group.id}
            group={group}
            pricing={product.pricing}
            selection={selection}
            value={selection[group.id] ?? group.defaultValue}
            onChange={(value) => choose(group.id, value)}
          />
        ))}
      </form>

      {stepper && (
        // Without scripts its buttons could do nothing (AddToBasketButton says how to order).
        <div className="space-y-3 rounded-lg bg-slate-50 p-4 noscript:hidden">
          <div className="flex flex-wrap items-center gap-4">
            <span className="font-semibold">Quantity</span>
            <QuantityStepper value={quantity} onChange={setQuantity} min={0} />
            <span className="text-slate-700">{product.quantityAvailable} in stock</span>
          </div>
          <p aria-live="polite" aria-atomic="true" className="text-lg">
            Total:{' '}
            <strong className="text-brand-900">
              <Price pence={catalogueLine(unit, quantity)} />
            </strong>
          </p>
        </div>
      )}

      {/* The add confirmation opens under this row (AddToBasketButton). */}
      <div className="relative flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
        {typed && (
          <TypedQuantity
            unit={unit}
            value={typedQuantity}
            max={product.quantityAvailable}
            onChange={setTypedQuantity}
            onValidity={(valid) => setTypedInvalid(!valid)}
          />
        )}
        <AddToBasketButton
          product={product}
          options={selection}
          quantity={stepper ? quantity : typed ? (typedInvalid ? 0 : typedQuantity) : 1}
          onAdded={() => setQuantity(0)}
        />
        <Link
          to={enquiryHref(quote)}
          className="inline-flex items-center justify-center gap-2 rounded-md border-2 border-brand-700 px-6 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          <FileText aria-hidden="true" className="size-5" />
          Request Quote
        </Link>
      </div>

      <TickList items={product.notes} icon={Truck} className="text-slate-800" />
    </div>
  );
}
