import { Minus, Plus } from 'lucide-react';

type QuantityStepperProps = {
  value: number;
  onChange: (value: number) => void;
  min: number;
  max?: number;
  decreaseLabel?: string;
  increaseLabel?: string;
  /** Read out with the number when it changes: "Quantity". */
  label?: string;
};

/** Minus and plus around a number that screen readers hear change. */
export function QuantityStepper({
  value,
  onChange,
  min,
  max,
  decreaseLabel = 'Decrease quantity',
  increaseLabel = 'Increase quantity',
  label = 'Quantity',
}: QuantityStepperProps) {
  const button =
    'flex size-11 items-center justify-center text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent';
  return (
    <div className="inline-flex items-center rounded-md border border-slate-400 bg-white">
      <button
        type="button"
        className={`${button} rounded-l-md`}
        aria-label={decreaseLabel}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        <Minus aria-hidden="true" className="size-5" />
      </button>
      <output
        aria-live="polite"
        className="min-w-12 px-2 text-center text-lg font-semibold tabular-nums"
      >
        <span className="sr-only">{label}: </span>
        {value}
      </output>
      <button
        type="button"
        className={`${button} rounded-r-md`}
        aria-label={increaseLabel}
        disabled={max !== undefined && value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Plus aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
