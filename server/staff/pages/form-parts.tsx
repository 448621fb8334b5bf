import type { HTMLAttributes } from 'react';

/**
 * The parts of the staff forms that say what is wrong: a field with its label, hint and
 * error (tied to the control by aria-describedby, with aria-invalid), and the summary at
 * the top whose links lead to each field. `suffix` is read out but not shown, so that
 * twenty "Quantity" fields are "Quantity, line 1" to "Quantity, line 20" for a screen reader.
 */
export interface FieldProps {
  id: string;
  label: string;
  suffix?: string | undefined;
  value: string;
  error?: string | undefined;
  hint?: string | undefined;
  type?: 'text' | 'date' | 'password';
  autoComplete?: string | undefined;
  required?: boolean | undefined;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number | undefined;
  min?: string | undefined;
  className?: string | undefined;
  /**
   * A one-line answer that may be long (a quote line's description): a box that wraps, a
   * textarea, so all of it shows at any width, growing with its text where the browser can.
   * Still one line: the staff script keeps Enter from breaking it, and the server refuses a
   * line break with its message.
   */
  wraps?: boolean | undefined;
}

export function describedBy(...ids: (string | false | undefined)[]) {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

export function TextField({
  id,
  label,
  suffix,
  value,
  error,
  hint,
  type = 'text',
  inputMode,
  maxLength,
  min,
  className,
  autoComplete,
  required,
  wraps,
}: FieldProps) {
  const control = {
    name: id,
    defaultValue: value,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hint && `${id}-hint`, error && `${id}-error`),
  } as const;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>
        {label}
        {suffix ? <span className="sr-only">{suffix}</span> : null}
      </label>
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      {wraps ? (
        <textarea id={id} {...control} className="grow" rows={rowsFor(value)} data-one-line />
      ) : (
        <input
          id={id}
          type={type}
          {...control}
          autoComplete={autoComplete}
          required={required}
          inputMode={inputMode}
          min={min}
        />
      )}
    </div>
  );
}

/**
 * A wrapping box's height where the browser cannot fit it to its text (field-sizing): about
 * 40 characters a line, a phone's width, from one line to eight.
 */
export function rowsFor(text: string) {
  return Math.min(8, Math.max(1, Math.ceil(text.length / 40)));
}

export interface Problem {
  /** The id of the field (or heading) the link leads to. */
  target: string;
  text: string;
}

/** What is wrong, first on the page, each item a link to its field. */
export function ErrorSummary({ heading, problems }: { heading: string; problems: Problem[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="notice error-summary" role="alert" aria-labelledby="error-summary-heading">
      <h2 id="error-summary-heading">{heading}</h2>
      <ul>
        {problems.map((problem) => (
          <li key={problem.target + problem.text}>
            <a href={`#${problem.target}`}>{problem.text}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
