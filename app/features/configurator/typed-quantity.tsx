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
  /**
   * Whether what is in the field is a quantity, at each keystroke: text that is not one
   * stays in the field to be put right, and the owner adds nothing meanwhile.
   */
  onValidity: (valid: boolean) => void;
};

/**
 * The ceiling grids' and tiles' quantity, typed (they are bought by the dozen, PRODUCT.md
 * "Quantities for trade buyers"), with the total for it: "Total for 24: £167.76", or
 * "£139.92 ex VAT" in that mode (the unit price ex VAT times the quantity: `catalogueLine`).
 *
 * The visible total follows each keystroke. A screen reader hears it once the quantity is
 * taken (Enter, or leaving the field), not at every digit: its copy of the line is a polite
 * live region holding the taken quantity's total, and the field's description.
 *
 * Typed text that is not a quantity ("2.5", "0", "abc") stays in the field, marked invalid,
 * with no total, and says what to type: a trade buyer who meant 25 is not given the
 * quantity before it by the Add to Cart pressed next (`onValidity`).
 */
export function TypedQuantity({ unit, value, max, onChange, onValidity }: TypedQuantityProps) {
  const totalId = useId();
  const messageId = useId();
  // What is typed: a quantity, `null` for text that is not one, undefined for the value.
  const [typing, setTyping] = useState<number | null | undefined>(undefined);
  const [invalid, setInvalid] = useState(false);
  const [message, setMessage] = useState('');
  const shown = typing === undefined ? (invalid ? null : value) : typing;

  return (
    // A line of its own above the buttons (sm:basis-full), so the total reads on one line.
    <div className="space-y-2 sm:basis-full noscript:hidden">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {/* The field is named "Quantity" too (aria-label). */}
        <span aria-hidden="true" className="font-semibold">
          Quantity
        </span>
        <QuantityField
          value={value}
          invalid={invalid}
          onType={(typed) => {
            const quantity = typedQuantity(typed, 1);
            setTyping(quantity ?? null);
            onValidity(quantity !== undefined);
          }}
          onCommit={(quantity) => {
            setTyping(undefined);
            setInvalid(false);
            onValidity(true);
            const capped = max >= 1 && quantity > max;
            onChange(capped ? max : quantity);
            setMessage(capped ? `Only ${max} in stock: the quantity is ${max}.` : '');
          }}
          onInvalid={() => {
            setTyping(undefined);
            setInvalid(true);
            onValidity(false);
            setMessage('Enter a whole number of at least 1 to add to the basket.');
          }}
          min={1}
          max={max >= 1 ? max : undefined}
          label="Quantity"
          describedBy={[invalid ? '' : totalId, message ? messageId : ''].join(' ').trim()}
          className="h-12 w-20 rounded-md border border-slate-400 bg-white aria-invalid:border-2 aria-invalid:border-red-700"
        />
        <p aria-hidden="true" className="text-lg sm:ml-2">
          {shown === null ? null : <TotalFor quantity={shown} unit={unit} />}
        </p>
      </div>
      <p id={totalId} role="status" className="sr-only">
        {invalid ? null : <TotalFor quantity={value} unit={unit} />}
      </p>
      <p
        id={messageId}
        role="status"
        className={`min-h-6 text-sm font-medium ${invalid ? 'text-red-800' : 'text-brand-800'}`}
      >
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
