import * as v from 'valibot';
import { groupThousands } from '../catalogue/money';

/**
 * Rules shared by the contact and site-survey forms. Every message says what to do, not
 * what went wrong (WCAG 3.3.3), and every field's input is a string, the form's own type.
 */

export function requiredText(emptyMessage: string, name: string, limit: number) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(emptyMessage),
    v.maxLength(limit, `${name} must be ${groupThousands(limit)} characters or fewer`),
  );
}

export function optionalText(name: string, limit: number) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(limit, `${name} must be ${groupThousands(limit)} characters or fewer`),
  );
}

export const fullName = requiredText('Enter your full name', 'Your name', 100);

export const emailAddress = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Enter your email address'),
  v.email('Enter an email address in the right format, like name@example.co.uk'),
  v.maxLength(254, 'Your email address must be 254 characters or fewer'),
);

const PHONE_CHARACTERS = /^\+?[\d\s()-]+$/;

/** UK numbers have 10 or 11 digits, 12 with the 44 country code. */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(value) && digits >= 10 && digits <= 12;
}

export const phoneNumber = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Enter a phone number so our surveyor can call you'),
  v.check(isPhoneNumber, 'Enter a phone number in the right format, like 0141 496 0321'),
);

const POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/;

/** The shape of a UK postcode, any case, with or without its space: "G5 8RE", "g58re". */
export function isUkPostcode(value: string): boolean {
  return POSTCODE.test(value.trim().toUpperCase().replace(/\s+/g, ' '));
}

export const ukPostcode = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty("Enter the shop's postcode"),
  v.check(isUkPostcode, 'Enter a UK postcode in the right format, like G5 8RE'),
);

/** A select's value: one of its options, never the empty "Choose ..." placeholder. */
export function choice(options: readonly { value: string }[], message: string) {
  const values: readonly string[] = options.map((option) => option.value);
  return v.pipe(
    v.string(),
    v.check((value) => values.includes(value), message),
  );
}
