import * as v from 'valibot';
import { enquirySubjects, MAX_MESSAGE_LENGTH } from '../catalogue/enquiry';
import { surveyWorkTypes } from '../content/survey-work-types';
import {
  choice,
  emailAddress,
  fullName,
  isPhoneNumber,
  oneLineMessage,
  optionalText,
  phoneNumber,
  requiredText,
  ukPostcode,
  type TextField,
} from './fields';
import { HONEYPOT_FIELD } from './form-fields';

export { HONEYPOT_FIELD };

/**
 * What each form sends, checked by the same rules in the browser (the form's action,
 * app/features/contact/check-answers.ts) and on the server (POST /api/enquiries). Field
 * names are the form's own `name` attributes, so a plain form post without JavaScript
 * reads the same way.
 */

/** An optional answer may be left out of a post altogether, as well as left empty. */
function optional(field: TextField) {
  return v.optional(optionalText(field), '');
}

const company = optional({
  name: 'Your company',
  limit: 120,
  plain: oneLineMessage("Enter your company's name"),
});
/** Optional, but a number given is checked as the site survey's is: staff ring it. */
const phone = v.pipe(
  optional({
    name: 'Your phone number',
    limit: 30,
    plain: oneLineMessage('Enter your phone number'),
  }),
  v.check(
    (value) => value === '' || isPhoneNumber(value),
    'Enter a phone number in the right format, like 0141 496 0321, or leave it empty',
  ),
);
const EMPTY_MESSAGE = 'Enter your message';
const message: TextField = {
  name: 'Your message',
  limit: MAX_MESSAGE_LENGTH,
  plain: 'Enter your message without special characters',
  lines: true,
};

export const contactFields = v.object({
  name: fullName,
  email: emailAddress,
  phone,
  company,
  subject: choice(enquirySubjects, 'Choose a subject'),
  message: requiredText(EMPTY_MESSAGE, message),
});

export const siteSurveyFields = v.object({
  name: fullName,
  email: emailAddress,
  phone: phoneNumber,
  company,
  address: requiredText("Enter the shop's address", {
    name: 'The address',
    limit: 300,
    plain: "Enter the shop's address without special characters",
    lines: true,
  }),
  postcode: ukPostcode,
  workType: choice(surveyWorkTypes, 'Choose the type of work'),
  preferredTimes: optional({
    name: 'Preferred days and times',
    limit: 300,
    plain: oneLineMessage('Enter your preferred days and times'),
  }),
  notes: optional({
    name: 'Your notes',
    limit: 2000,
    plain: 'Enter your notes without special characters',
    lines: true,
  }),
});

/**
 * A basket's quote request (/cart/quote): who is asking, and an optional note. Its
 * subject is always a quote and its lines come from the basket, so neither is a field.
 */
export const quoteRequestFields = v.object({
  name: fullName,
  email: emailAddress,
  phone,
  company,
  message: optional({
    ...message,
    name: 'Your note',
    plain: 'Enter your note without special characters',
  }),
});

export type ContactValues = v.InferInput<typeof contactFields>;
export type QuoteRequestValues = v.InferInput<typeof quoteRequestFields>;
export type SiteSurveyValues = v.InferInput<typeof siteSurveyFields>;

/** A basket of a trade buyer is long, but not this long. */
export const MAX_QUOTE_LINES = 50;
export const MAX_LINE_QUANTITY = 100_000;

/** A line as the browser names it: ids and choices only. The server sets every price. */
export const quoteLine = v.object({
  productId: v.pipe(v.string(), v.maxLength(100)),
  options: v.pipe(
    v.record(v.pipe(v.string(), v.maxLength(40)), v.pipe(v.string(), v.maxLength(100))),
    v.check((options) => Object.keys(options).length <= 10),
  ),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_LINE_QUANTITY)),
});

export type QuoteLineRequest = v.InferOutput<typeof quoteLine>;

/** Sent by the app with each form fill, so a double click or a retry stores one enquiry. */
const idempotencyKey = v.optional(v.pipe(v.string(), v.regex(/^[\w-]{16,64}$/)));
const honeypot = v.optional(v.pipe(v.string(), v.maxLength(500)), '');

const requestByKind = v.variant('kind', [
  v.object({
    kind: v.literal('contact'),
    ...contactFields.entries,
    message: optional(message),
    lines: v.optional(v.pipe(v.array(quoteLine), v.maxLength(MAX_QUOTE_LINES)), []),
    idempotencyKey,
    [HONEYPOT_FIELD]: honeypot,
  }),
  v.object({
    kind: v.literal('site-survey'),
    ...siteSurveyFields.entries,
    idempotencyKey,
    [HONEYPOT_FIELD]: honeypot,
  }),
]);

/**
 * A message needs words; a basket's quote request may go with its lines alone (its note is
 * optional). Checked on the whole request, and answered on `message` even when other
 * answers are wrong too (the value is then only partly read), so every missing answer is
 * named at once.
 */
const wordsOrLines = v.rawCheck<v.InferOutput<typeof requestByKind>>(({ dataset, addIssue }) => {
  const request: unknown = dataset.value;
  if (typeof request !== 'object' || request === null) return;
  const { kind, message, lines } = request as Record<string, unknown>;
  if (kind !== 'contact' || (Array.isArray(lines) && lines.length > 0)) return;
  if (typeof message === 'string' && message.trim() !== '') return;
  addIssue({
    message: EMPTY_MESSAGE,
    path: [
      {
        type: 'object',
        origin: 'value',
        input: request as Record<string, unknown>,
        key: 'message',
        value: message,
      },
    ],
  });
});

export const enquiryRequest = v.pipe(requestByKind, wordsOrLines);

export type EnquiryRequest = v.InferOutput<typeof enquiryRequest>;
export type EnquiryKind = EnquiryRequest['kind'];

export type FieldErrors = Partial<Record<string, string>>;

export type ReadRequest =
  | { ok: true; enquiry: EnquiryRequest }
  | { ok: false; kind: EnquiryKind | undefined; errors: FieldErrors };

/**
 * Checks a submission, as JSON from the app or as a plain form post (every value a
 * string, the quote's lines a JSON string), and says what is wrong field by field.
 */
export function readEnquiryRequest(body: unknown): ReadRequest {
  const input = withEveryField(withKind(isFormPost(body) ? fromFormPost(body) : body));
  const result = v.safeParse(enquiryRequest, input);
  if (result.success) return { ok: true, enquiry: result.output };
  const kindValue = (input as { kind?: unknown } | null)?.kind;
  const kind = kindValue === 'contact' || kindValue === 'site-survey' ? kindValue : undefined;
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue)?.split('.')[0] ?? 'form';
    errors[field] ??= field === 'lines' ? 'The quote could not be read' : issue.message;
  }
  return { ok: false, kind, errors };
}

/** A post that does not say which form it is from is a contact message. */
function withKind(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  return 'kind' in input && input.kind !== '' ? input : { ...input, kind: 'contact' };
}

const FIELD_NAMES: Record<EnquiryKind, readonly string[]> = {
  contact: Object.keys(contactFields.entries),
  'site-survey': Object.keys(siteSurveyFields.entries),
};

/**
 * A field left out of a post is a field left empty: it gets the form's own message
 * ("Enter your full name"), never the validator's words about a missing key.
 */
function withEveryField(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const record = input as Record<string, unknown>;
  const kind = record.kind;
  if (kind !== 'contact' && kind !== 'site-survey') return input;
  const filled = { ...record };
  for (const name of FIELD_NAMES[kind]) filled[name] ??= '';
  return filled;
}

type FormPost = Record<string, string | string[] | undefined>;

function isFormPost(body: unknown): body is FormPost {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    Object.values(body).every(
      (value) => typeof value === 'string' || (Array.isArray(value) && value.every(isString)),
    )
  );
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

/** One value per field (the first, if a field was sent twice); `lines` decoded from JSON. */
function fromFormPost(body: FormPost): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    fields[name] = Array.isArray(value) ? value[0] : value;
  }
  if (typeof fields.lines === 'string') fields.lines = parseJson(fields.lines);
  if (fields.lines === '' || fields.lines === undefined) delete fields.lines;
  if (fields.idempotencyKey === '') delete fields.idempotencyKey;
  return fields;
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
