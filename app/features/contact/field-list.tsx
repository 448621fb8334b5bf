import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import type { FieldSpec } from '../../enquiries/form-fields';
import { Field, type ControlProps } from './form-field';

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
            {(control) => <Control field={field} control={control} register={register} />}
          </Field>
        );
      })}
    </div>
  );
}

function Control<Values extends FieldValues>({
  field,
  control,
  register,
}: {
  field: FieldSpec<Path<Values>>;
  control: ControlProps;
  register: UseFormRegister<Values>;
}) {
  const registered = register(field.name);
  switch (field.type) {
    case 'select':
      return (
        <select {...control} {...registered}>
          <option value="">{field.placeholder}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    case 'textarea':
      return (
        <textarea
          {...control}
          {...registered}
          rows={field.rows}
          autoComplete={field.autoComplete}
        />
      );
    default:
      return (
        <input
          {...control}
          {...registered}
          type={field.type}
          autoComplete={field.autoComplete}
          autoCapitalize={field.autoCapitalize}
          spellCheck={field.spellCheck}
        />
      );
  }
}
