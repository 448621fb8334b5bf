import { useState, type KeyboardEvent } from 'react';

type QuantityFieldProps = {
  value: number;
  /** A whole number of at least `min`: the owner keeps it within the stock and says so. */
  onCommit: (value: number) => void;
  /** Empty, letters, a fraction or below `min`: the field shows `value` again. */
  onInvalid: (typed: string) => void;
  min: number;
  max?: number;
  /** The accessible name: "Quantity, White Ceiling Tile - 600x600". */
  label: string;
  className?: string;
};

/**
 * A typed quantity, taken when the visitor leaves the field or presses Enter, so that
 * typing "120" does not set 1, then 12, on the way.
 */
export function QuantityField({
  value,
  onCommit,
  onInvalid,
  min,
  max,
  label,
  className = '',
}: QuantityFieldProps) {
  // What the visitor is typing; undefined shows the quantity itself.
  const [draft, setDraft] = useState<string | undefined>(undefined);

  function commit() {
    if (draft === undefined) return;
    setDraft(undefined);
    const typed = draft.trim();
    if (typed === String(value)) return;
    const quantity = /^\d{1,9}$/.test(typed) ? Number(typed) : Number.NaN;
    if (Number.isInteger(quantity) && quantity >= min) onCommit(quantity);
    else onInvalid(typed);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  }

  return (
    <input
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      aria-label={label}
      value={draft ?? String(value)}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
      className={`w-16 text-center text-lg font-semibold tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none ${className}`}
    />
  );
}
