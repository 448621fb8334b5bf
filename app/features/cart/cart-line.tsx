import { Trash2, Truck, Warehouse } from 'lucide-react';
import { Link } from '../../lib/router';
import type { PricedLine } from '../../basket/priced';
import { cappedQuantityMessage, invalidQuantityMessage } from '../../basket/messages';
import { changeQuantity, remove } from '../../basket/store';
import { collectionOnlyNote } from '../../catalogue/fulfilment';
import { Price } from '../../components/product/price';
import { Image } from '../../components/ui/image';
import { QuantityStepper } from '../../components/ui/quantity-stepper';

type CartLineProps = {
  line: PricedLine;
  onMessage: (message: string) => void;
  /** Called as the visitor removes the line, before it leaves the page. */
  onRemove: () => void;
};

export function CartLine({ line, onMessage, onRemove }: CartLineProps) {
  const { product, name, key } = line;
  const [image] = product.images;
  const stock = product.quantityAvailable;
  // Two lines of one product differ by their options: the names of the line's controls say
  // which (the quantity, its buttons, Remove).
  const fullName = [
    name,
    ...line.chosen.map(({ value }) => value).filter((value) => !name.includes(value)),
  ].join(' - ');

  function onQuantity(quantity: number) {
    const outcome = changeQuantity(key, product.id, quantity);
    const atLimit =
      outcome.kind === 'capped' || (outcome.kind === 'updated' && outcome.quantity === stock);
    onMessage(atLimit ? cappedQuantityMessage(name, stock) : '');
  }

  return (
    <li className="grid grid-cols-[5rem_1fr] gap-4 py-5 sm:grid-cols-[7rem_1fr_auto]">
      <Image
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        className="h-auto w-20 rounded border border-slate-200 bg-slate-50 sm:w-28"
      />
      <div className="min-w-0">
        <Link
          to={line.href}
          className="font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          {name}
        </Link>
        {line.chosen.length > 0 && (
          <p className="mt-1 text-sm text-slate-700">
            {line.chosen.map(({ group, value }) => `${group}: ${value}`).join(', ')}
          </p>
        )}
        <p className="mt-1 text-sm text-slate-700">
          Unit price:{' '}
          <Price
            pence={line.unitPrice}
            unit={product.priceUnit}
            className="font-medium text-slate-900"
          />
        </p>
        {line.fulfilment ? <Fulfilment line={line} /> : null}
      </div>
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-4 sm:col-span-1 sm:flex-col sm:items-end">
        <QuantityStepper
          value={line.quantity}
          onChange={onQuantity}
          min={1}
          max={stock}
          label={`Quantity, ${fullName}`}
          onInvalid={() => onMessage(invalidQuantityMessage(name, line.quantity, stock))}
          decreaseLabel={`Decrease quantity of ${fullName}`}
          increaseLabel={`Increase quantity of ${fullName}`}
        />
        <p className="text-lg font-bold text-brand-900">
          <span className="sr-only">Line total: </span>
          <Price pence={line.lineTotal} />
        </p>
        <button
          type="button"
          onClick={() => {
            onRemove();
            remove(key);
            onMessage(`Removed ${name} from your basket.`);
          }}
          aria-label={`Remove ${fullName}`}
          className="inline-flex items-center gap-1 rounded px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </button>
      </div>
    </li>
  );
}

/** How the line reaches the buyer, in the catalogue's words: collected or delivered. */
function Fulfilment({ line }: { line: PricedLine }) {
  const Icon = collectionOnlyNote(line.product) ? Warehouse : Truck;
  return (
    <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-700">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>{line.fulfilment}</span>
    </p>
  );
}
