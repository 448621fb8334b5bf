import { useId, useState } from 'react';
import { catalogueLine, type Pence } from '../../catalogue/money';
import { Price } from '../../components/product/price';
import { QuantityField, typedQuantity } from '../../components/ui/quantity-field';

type TypedQuantityProps = {
  /** The unit price of what is chosen, inc VAT. */
  unit: Pence;
  value: number;
  /** The stock: a larger quantity is taken as this many, and said. */
  max: number;
  onChange: (quantity: number) => void;
};

/**
 * The ceiling grids' and tiles' quantity, typed (they are bought by the dozen, PRODUCT.md
 * "Quantities for trade buyers"), with the total for it: "Total for 24: £167.76", or
 * "£139.92 ex VAT" in that mode (the unit price ex VAT times the quantity: `catalogueLine`).
 *
 * The visible total follows each keystroke. A screen reader hears it once the quantity is
 * taken (Enter, or leaving the field), not at every digit: its copy of the line is a polite
 * live region holding the taken quantity's total, and the field's description.
 */
export function TypedQuantity({ unit, value, max, onChange }: TypedQuantityProps) {
  const totalId = useId();
  const [typing, setTyping] = useState<number | undefined>(undefined);
  const [message, setMessage] = useState('');
  const shown = typing ?? value;

  return (
    // A line of its own above the buttons (sm:basis-full), so the total reads on one line.
    <div className="space-y-2 sm:basis-full">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {/* The field is named "Quantity" too (aria-label). */}
        <span aria-hidden="true" className="font-semibold">
          Quantity
        </span>
        <QuantityField
          value={value}
          onType={(typed) => setTyping(typedQuantity(typed, 1))}
          onCommit={(quantity) => {
            setTyping(undefined);
            const capped = max >= 1 && quantity > max;
            onChange(capped ? max : quantity);
            setMessage(capped ? `Only ${max} in stock: the quantity is ${max}.` : '');
          }}
          onInvalid={() => {
            setTyping(undefined);
            setMessage(`Enter a whole number of at least 1: the quantity stays at ${value}.`);
          }}
          min={1}
          max={max >= 1 ? max : undefined}
          label="Quantity"
          describedBy={totalId}
          className="h-12 w-20 rounded-md border border-slate-400 bg-white"
        />
        <p aria-hidden="true" className="text-lg sm:ml-2">
          <TotalFor quantity={shown} unit={unit} />
        </p>
      </div>
      <p id={totalId} role="status" className="sr-only">
        <TotalFor quantity={value} unit={unit} />
      </p>
      <p role="status" className="min-h-6 text-sm font-medium text-brand-800">
        {message}
      </p>
    </div>
  );
}

function TotalFor({ quantity, unit }: { quantity: number; unit: Pence }) {
  return (
    <>
      Total for {quantity}:{' '}
      <strong className="text-brand-900">
        <Price pence={catalogueLine(unit, quantity)} />
      </strong>
    </>
  );
}
