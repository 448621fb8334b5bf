import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from './form-field';

/** The answers every enquiry form asks first: who is writing and how to reach them. */
export type PersonValues = { name: string; email: string; phone?: string; company?: string };

type PersonFieldsProps = {
  register: UseFormRegister<PersonValues>;
  errors: FieldErrors<PersonValues>;
  /** The contact form can do without a phone number; a surveyor cannot. */
  phoneOptional?: boolean;
};

/** Full name, email address, phone number and company, with the browser's autofill names. */
export function PersonFields({ register, errors, phoneOptional = false }: PersonFieldsProps) {
  return (
    <>
      <Field label="Full name" error={errors.name?.message}>
        {(control) => <input {...control} {...register('name')} type="text" autoComplete="name" />}
      </Field>
      <Field label="Email address" error={errors.email?.message}>
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
      <Field label="Company" optional error={errors.company?.message}>
        {(control) => (
          <input {...control} {...register('company')} type="text" autoComplete="organization" />
        )}
      </Field>
    </>
  );
}
