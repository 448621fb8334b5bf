import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from './form-field';

/** The answers every enquiry form asks first: who is writing and how to reach them. */
export type PersonValues = { fullName: string; email: string; phone: string };

type PersonFieldsProps = {
  register: UseFormRegister<PersonValues>;
  errors: FieldErrors<PersonValues>;
  /** The contact form can do without a phone number; a surveyor cannot. */
  phoneOptional?: boolean;
};

/** Full name, e-mail address and phone number, with the browser's autofill names. */
export function PersonFields({ register, errors, phoneOptional = false }: PersonFieldsProps) {
  return (
    <>
      <Field label="Full name" error={errors.fullName?.message}>
        {(control) => (
          <input {...control} {...register('fullName')} type="text" autoComplete="name" />
        )}
      </Field>
      <Field label="E-mail address" error={errors.email?.message}>
        {(control) => (
          <input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="email"
            spellCheck={false}
          />
        )}
      </Field>
      <Field label="Phone number" optional={phoneOptional} error={errors.phone?.message}>
        {(control) => <input {...control} {...register('phone')} type="tel" autoComplete="tel" />}
      </Field>
    </>
  );
}
