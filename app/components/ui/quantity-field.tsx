import { useState, type KeyboardEvent } from 'react';

type QuantityFieldProps = {
  value: number;
  /** A whole number of at least `min`: the owner keeps it within the stock and says so. */
  onCommit: (value: number) => void;
  /**
   * Empty, letters, a fraction or below `min`: the field shows `value` again, or, where the
   * owner says whether it is `invalid`, keeps what was typed until a quantity is taken.
   */
  onInvalid: (typed: string) => void;
  /**
   * The owner's word that what is typed is not a quantity (it marks the field). Given at
   * all, what was typed stays for the visitor to put right rather than the quantity before
   * it: where the quantity is for an add still to come (a product's page), not one made (a
   * basket's line).
   */
  invalid?: boolean;
  /** Each keystroke's text, before it is taken: what the owner may show as it is typed. */
  onType?: (typed: string) => void;
  min: number;
  max?: number;
  /** The accessible name: "Quantity, White Ceiling Tile - 600x600". */
  label: string;
  /** The id of what the field's value gives (a total), read with the field. */
  describedBy?: string;
  className?: string;
};

/** The whole number of at least `min` that `typed` is, if it is one. */
export function typedQuantity(typed: string, min: number): number | undefined {
  const text = typed.trim();
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const quantity = Number(text);
  return quantity >= min ? quantity : undefined;
}

/**
 * A typed quantity, taken when the visitor leaves the field or presses Enter, so that
 * typing "120" does not set 1, then 12, on the way.
 */
export function QuantityField({
  value,
  onCommit,
  onInvalid,
  onType,
  invalid,
  min,
  max,
  label,
  className = '',
  describedBy,
}: QuantityFieldProps) {
  // What the visitor is typing; undefined shows the quantity itself.
  const [draft, setDraft] = useState<string | undefined>(undefined);

  function commit() {
    if (draft === undefined) return;
    const typed = draft.trim();
    const quantity = typedQuantity(typed, min);
    if (quantity === undefined) {
      if (invalid === undefined) setDraft(undefined);
      onInvalid(typed);
      return;
    }
    setDraft(undefined);
    // The quantity it was, typed again, is news only to an owner who had it invalid.
    if (quantity !== value || invalid) onCommit(quantity);
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
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      value={draft ?? String(value)}
      onChange={(event) => {
        setDraft(event.target.value);
        onType?.(event.target.value);
      }}
      onBlur={commit}
      onKeyDown={onKeyDown}
      className={`w-16 text-center text-lg font-semibold tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none ${className}`}
    />
  );
}
