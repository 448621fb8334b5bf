import * as v from 'valibot';
import { groupThousands } from '../catalogue/money';

/**
 * Rules shared by the contact and site-survey forms. Every message says what to do, not
 * what went wrong (WCAG 3.3.3), and every field's input is a string, the form's own type.
 */

/**
 * Characters that make a field mean something other than what it shows: control
 * characters (C0 and C1, new lines and tabs among them), the line and paragraph
 * separators, and the marks, embeddings, overrides and isolates that reorder text
 * (U+061C, U+200E-F, U+202A-E, U+2066-9). A new line in a name could forge a line of the
 * sales team's email; U+202E shows the inbox's text reversed. The browser's forms, the
 * server's and the quote pages all refuse them by this one rule.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
export const HIDDEN_CHARACTER = /[\0-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/;

/**
 * Characters that show as nothing in a line of text, so that what is stored is not what
 * anyone reads: "PO-12\u200B34" shows as "PO-1234". The zero-width space and joiners
 * (U+200B-D), the word joiner and invisible operators (U+2060-4), the soft hyphen
 * (U+00AD), the interlinear annotation marks (U+FFF9-B) and the tag characters
 * (U+E0000-E007F). A one-line field refuses them; a message keeps them (a joiner is
 * part of an emoji, a soft hyphen of pasted text).
 */
export const INVISIBLE_CHARACTER =
  /[\u00ad\u200b-\u200d\u2060-\u2064\ufff9-\ufffb\u{e0000}-\u{e007f}]/u;

/**
 * Letters that show as blank space without being space: the Hangul fillers (U+115F,
 * U+1160, U+3164, U+FFA0), the braille blank (U+2800), the Mongolian vowel separator
 * (U+180E) and the Khmer inherent vowels (U+17B4-5). At either end of a field they are
 * trimmed with the spaces, so a required field made only of them counts as empty.
 */
// Those that join the letter before them (U+1160, U+17B4-5) stand alone, outside the class.
const BLANK = String.raw`(?:[\s\u115f\u180e\u2800\u3164\uffa0]|\u1160|\u17b4|\u17b5)`;
const BLANK_ENDS = new RegExp(`^${BLANK}+|${BLANK}+$`, 'g');

/** The value without the spaces, and the letters that show as spaces, at its ends. */
export function trimBlank(value: string): string {
  return value.replace(BLANK_ENDS, '');
}

/** A name, a company, a phone number: one line, every character showing as it is. */
export function isOneLine(value: string): boolean {
  return !HIDDEN_CHARACTER.test(value) && !INVISIBLE_CHARACTER.test(value);
}

/** A message or an address: its new lines and tabs are its own, nothing else is hidden. */
export function isPlainText(value: string): boolean {
  return !HIDDEN_CHARACTER.test(value.replace(/[\t\n\r]/g, ''));
}

export interface TextField {
  /** How the length message names it: "Your name". */
  name: string;
  limit: number;
  /** What to do about a hidden character: "Enter your full name on one line, without ...". */
  plain: string;
  /** A textarea: new lines (and tabs) are the visitor's own. */
  lines?: true;
}

export function optionalText({ name, limit, plain, lines }: TextField) {
  return v.pipe(
    v.string(),
    v.transform(trimBlank),
    v.check(lines ? isPlainText : isOneLine, plain),
    v.maxLength(limit, `${name} must be ${groupThousands(limit)} characters or fewer`),
  );
}

export function requiredText(emptyMessage: string, field: TextField) {
  return v.pipe(optionalText(field), v.nonEmpty(emptyMessage));
}

/** The message for a single-line field holding a hidden character. */
export function oneLineMessage(what: string) {
  return `${what} on one line, without special characters`;
}

export const fullName = requiredText('Enter your full name', {
  name: 'Your name',
  limit: 100,
  plain: oneLineMessage('Enter your full name'),
});

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
  v.transform(trimBlank),
  v.nonEmpty('Enter a phone number so our surveyor can call you'),
  v.check(isOneLine, oneLineMessage('Enter your phone number')),
  v.check(isPhoneNumber, 'Enter a phone number in the right format, like 0141 496 0321'),
);

const POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/;

/** The shape of a UK postcode, any case, with or without its space: "G5 8RE", "g58re". */
export function isUkPostcode(value: string): boolean {
  return POSTCODE.test(value.trim().toUpperCase().replace(/\s+/g, ' '));
}

export const ukPostcode = v.pipe(
  v.string(),
  v.transform(trimBlank),
  v.nonEmpty("Enter the shop's postcode"),
  v.check(isOneLine, oneLineMessage("Enter the shop's postcode")),
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
