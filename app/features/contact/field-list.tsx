import type { FieldSpec } from '../../enquiries/form-fields';
import type { FieldErrors } from '../../enquiries/schema';
import { FieldControl } from '../../components/form/field-control';
import { Field } from './form-field';

type FieldListProps = {
  fields: readonly FieldSpec[];
  answers: Readonly<Record<string, string>>;
  errors: FieldErrors;
  onAnswer: (name: string, value: string) => void;
};

/**
 * A form's questions from their definition (app/enquiries/form-fields.ts), which the
 * server's form for a browser without JavaScript renders too. Two columns from `sm` up:
 * a `half` field takes one, any other the whole row.
 */
export function FieldList({ fields, answers, errors, onAnswer }: FieldListProps) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {fields.map((field) => (
        <Field
          key={field.name}
          label={field.label}
          optional={field.optional}
          hint={field.hint}
          error={errors[field.name]}
          className={field.half ? undefined : 'sm:col-span-2'}
        >
          {(control) => (
            <FieldControl
              field={field}
              {...control}
              name={field.name}
              value={answers[field.name] ?? ''}
              onChange={(event) => onAnswer(field.name, event.target.value)}
            />
          )}
        </Field>
      ))}
    </div>
  );
}
