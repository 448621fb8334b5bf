import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/** What a field gives its input, select or textarea so the label, hint and error reach it. */
export type ControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  className: string;
};

type FieldProps = {
  label: string;
  /** Optional fields say so in their label; the others are required. */
  optional?: boolean;
  hint?: string;
  error?: string;
  /** The field's place in its form's layout. */
  className?: string | undefined;
  children: (control: ControlProps) => ReactNode;
};

const controlClass =
  'block min-h-12 w-full rounded-md border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm';

/**
 * One labelled field. The hint and the error are tied to the control with
 * aria-describedby, so a screen reader reads them when the field takes focus; the error
 * sits under the control, where the eye is after correcting it.
 */
export function Field({ label, optional = false, hint, error, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');

  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
        {optional ? <span className="font-normal text-slate-700"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <div className="mt-2">
        {children({
          id,
          'aria-describedby': describedBy || undefined,
          'aria-invalid': error ? true : undefined,
          'aria-required': optional ? undefined : true,
          className: `${controlClass} ${error ? 'border-red-700 ring-1 ring-red-700' : 'border-slate-500'}`,
        })}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 flex gap-1.5 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="sr-only">Error:</span> {error}
          </span>
        </p>
      ) : null}
    </div>
  );
}
