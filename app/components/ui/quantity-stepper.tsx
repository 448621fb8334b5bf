import { Minus, Plus } from 'lucide-react';
import { QuantityField } from './quantity-field';

type QuantityStepperProps = {
  value: number;
  onChange: (value: number) => void;
  min: number;
  max?: number;
  decreaseLabel?: string;
  increaseLabel?: string;
  /** Read out with the number when it changes: "Quantity". */
  label?: string;
  /**
   * The number is a field the visitor can type in (the basket's lines); called with what
   * was typed when it is not a quantity, so the owner can say so.
   */
  onInvalid?: (typed: string) => void;
};

/**
 * Minus and plus around a number that screen readers hear change. A button at its limit is
 * disabled with `aria-disabled`, not `disabled`: a button pressed to its limit keeps the
 * keyboard's focus (a disabled one drops it to the page) and is read out as unavailable.
 */
export function QuantityStepper({
  value,
  onChange,
  min,
  max,
  decreaseLabel = 'Decrease quantity',
  increaseLabel = 'Increase quantity',
  label = 'Quantity',
  onInvalid,
}: QuantityStepperProps) {
  const button =
    'flex size-11 items-center justify-center text-brand-800 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 aria-disabled:hover:bg-transparent';
  const atMin = value <= min;
  const atMax = max !== undefined && value >= max;
  return (
    <div className="inline-flex items-center rounded-md border border-slate-400 bg-white">
      <button
        type="button"
        className={`${button} rounded-l-md`}
        aria-label={decreaseLabel}
        aria-disabled={atMin}
        onClick={() => {
          if (!atMin) onChange(value - 1);
        }}
      >
        <Minus aria-hidden="true" className="size-5" />
      </button>
      {onInvalid ? (
        <>
          <QuantityField
            value={value}
            onCommit={onChange}
            onInvalid={onInvalid}
            min={min}
            max={max}
            label={label}
            className="h-11 border-x border-slate-300"
          />
          {/* The field is not read out when the buttons change it: this is. */}
          <output aria-live="polite" className="sr-only">
            {label}: {value}
          </output>
        </>
      ) : (
        <output
          aria-live="polite"
          className="min-w-12 px-2 text-center text-lg font-semibold tabular-nums"
        >
          <span className="sr-only">{label}: </span>
          {value}
        </output>
      )}
      <button
        type="button"
        className={`${button} rounded-r-md`}
        aria-label={increaseLabel}
        aria-disabled={atMax}
        onClick={() => {
          if (!atMax) onChange(value + 1);
        }}
      >
        <Plus aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
