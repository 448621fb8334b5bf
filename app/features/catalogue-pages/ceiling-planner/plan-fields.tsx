import { useId } from 'react';

type MetresFieldProps = {
  label: string;
  value: string | null;
  error: string | undefined;
  onChange: (value: string) => void;
};

/** A size in metres, typed as text so that "4,5" and mistakes reach the planner's rules. */
export function MetresField({ label, value, error, onChange }: MetresFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label} <span className="font-normal text-slate-700">(metres)</span>
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="mt-2 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base aria-invalid:border-red-700"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
        From 0.6 to 50, for example 4.5
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type ChoiceFieldProps<T extends string> = {
  legend: string;
  name: string;
  choices: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
};

/** A small set of radio choices, laid out as buttons. */
export function ChoiceField<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: ChoiceFieldProps<T>) {
  const id = useId();
  return (
    <fieldset>
      <legend className="font-semibold text-slate-900">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-700 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-(--focus-ring)"
          >
            <input
              type="radio"
              name={`${id}-${name}`}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="size-4 accent-brand-700 focus-visible:outline-none"
            />
            <span className="font-medium">{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
