import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import type { FieldSpec } from '../../enquiries/form-fields';
import { FieldControl } from '../../components/form/field-control';
import { Field } from './form-field';

type FieldListProps<Values extends FieldValues> = {
  fields: readonly FieldSpec<Path<Values>>[];
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
};

/**
 * A form's questions from their definition (app/enquiries/form-fields.ts), which the
 * server's form for a browser without JavaScript renders too. Two columns from `sm` up:
 * a `half` field takes one, any other the whole row.
 */
export function FieldList<Values extends FieldValues>({
  fields,
  register,
  errors,
}: FieldListProps<Values>) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {fields.map((field) => {
        const message = errors[field.name]?.message;
        return (
          <Field
            key={field.name}
            label={field.label}
            optional={field.optional}
            hint={field.hint}
            error={typeof message === 'string' ? message : undefined}
            className={field.half ? undefined : 'sm:col-span-2'}
          >
            {(control) => <FieldControl field={field} {...control} {...register(field.name)} />}
          </Field>
        );
      })}
    </div>
  );
}
