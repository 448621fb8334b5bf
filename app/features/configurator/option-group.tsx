import { useId } from 'react';
import type { OptionGroup, PricingRule, Selection } from '../../catalogue/product';
import { choicePrice, choicePriceNote } from '../../catalogue/selection';
import { Price, usePriceMode } from '../../components/product/price';

type OptionGroupFieldProps = {
  group: OptionGroup;
  pricing: PricingRule;
  /** What is chosen in every group: a change's figure ex VAT depends on it (modifierChange). */
  selection: Selection;
  value: string;
  onChange: (value: string) => void;
};

/** One option group: radio choices in a fieldset, or a labelled dropdown where SPEC.md has one. */
export function OptionGroupField({
  group,
  pricing,
  selection,
  value,
  onChange,
}: OptionGroupFieldProps) {
  const id = useId();
  const mode = usePriceMode();
  const describe = (optionValue: string, label: string) => {
    const note = choicePriceNote(pricing, selection, group.id, optionValue, mode);
    return note ? `${label} (${note})` : label;
  };

  if (group.control === 'select') {
    return (
      <div>
        <label htmlFor={id} className="block font-semibold text-slate-900">
          {group.label}
        </label>
        <select
          id={id}
          // Options hold text only: while an ex-VAT visitor's page still shows the
          // pre-rendered inc-VAT notes, the style sheet hides the field (app/app.css).
          data-price={
            group.values.some((option) => choicePrice(pricing, selection, group.id, option.value))
              ? mode
              : undefined
          }
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="mt-2 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base"
        >
          {group.values.map((option) => (
            <option key={option.value} value={option.value}>
              {describe(option.value, option.label)}
            </option>
          ))}
        </select>
      </div>
    );
  }

  return (
    <fieldset>
      <legend className="font-semibold text-slate-900">{group.label}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {group.values.map((option) => {
          const note = choicePrice(pricing, selection, group.id, option.value);
          return (
            <label
              key={option.value}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-700 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-(--focus-ring)"
            >
              <input
                type="radio"
                name={`${id}-${group.id}`}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className="size-4 accent-brand-700 focus-visible:outline-none"
              />
              <span className="font-medium">{option.label}</span>
              {note && (
                <>
                  {' '}
                  <Price
                    pence={note.pence}
                    signed={note.signed}
                    className="text-sm text-slate-700"
                  />
                </>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
