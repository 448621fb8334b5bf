import type { ChangeEventHandler } from 'react';
import type { FieldSpec } from '../../enquiries/form-fields';

/** Any of the three controls a question can have. */
export type ControlElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What a control takes besides its question: its id and ARIA ties, its `name`, and either
 * its answer and what to do when it changes (the app's forms, whose state holds every
 * answer) or the value it was sent with (the server's form for a browser without
 * JavaScript).
 */
export type ControlAttributes = {
  id: string;
  name: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  className?: string;
  defaultValue?: string;
  value?: string;
  onChange?: ChangeEventHandler<ControlElement>;
};

/**
 * One question's control, as its definition (app/enquiries/form-fields.ts) says: a select
 * with its empty first choice, a textarea of so many rows, or an input with its type and
 * autofill name. The app's forms and the server's form page both render this one.
 */
export function FieldControl({ field, ...control }: { field: FieldSpec } & ControlAttributes) {
  switch (field.type) {
    case 'select':
      return (
        <select {...control}>
          <option value="">{field.placeholder}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    case 'textarea':
      return <textarea {...control} rows={field.rows} autoComplete={field.autoComplete} />;
    default:
      return (
        <input
          {...control}
          type={field.type}
          autoComplete={field.autoComplete}
          autoCapitalize={field.autoCapitalize}
          spellCheck={field.spellCheck}
        />
      );
  }
}
