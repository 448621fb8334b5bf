/**
 * The customer's three answers to a quote, as plain form posts: read, cleaned and checked.
 * Every post carries the version its page showed and the page's form token (_form), so an
 * older page's post, or one made elsewhere, is told apart from a mistyped field.
 */
import {
  isOneLine,
  isPlainText,
  isUkPostcode,
  oneLineMessage,
  trimBlank,
} from '../../app/enquiries/fields';
import type { FieldSpec } from '../../app/enquiries/form-fields';
import { declarationErrors, VAT_NUMBER_FIELD } from './declaration-answer';

export type AnswerKind = 'accept' | 'changes' | 'decline';

export interface AnswerValues {
  name: string;
  po: string;
  terms: boolean;
  message: string;
  reason: string;
  /** Where the order is billed (asked at acceptance: company optional, the rest required). */
  billingCompany: string;
  billingAddress: string;
  billingPostcode: string;
  /** Where goods are delivered or installed, when a line is; blank for the billing address. */
  siteAddress: string;
  sitePostcode: string;
  /** For a quote with construction lines: which of the three the customer declares, or ''. */
  declaration: string;
  /** A contractor's VAT registration number, as typed (tidied when it is one). */
  vatNumber: string;
}
/** Messages by field name, shown beside each field. */
export type AnswerErrors = Partial<Record<keyof AnswerValues, string>>;

export const EMPTY_VALUES: AnswerValues = {
  name: '',
  po: '',
  terms: false,
  message: '',
  reason: '',
  billingCompany: '',
  billingAddress: '',
  billingPostcode: '',
  siteAddress: '',
  sitePostcode: '',
  declaration: '',
  vatNumber: '',
};

export const MAX_NAME = 100;
export const MAX_PO = 50;
export const MAX_MESSAGE = 2000;
export const MAX_ADDRESS = 300;

/** The questions of each answer, as the server's other forms write theirs down. */
export const ANSWER_FIELDS = {
  name: { name: 'name', label: 'Your name', type: 'text', autoComplete: 'name' },
  po: {
    name: 'po',
    label: 'Purchase order number',
    type: 'text',
    optional: true,
    hint: 'If your business raises one, we put it on every invoice.',
    autoComplete: 'off',
    spellCheck: false,
  },
  message: { name: 'message', label: 'What would you like changed?', type: 'textarea', rows: 5 },
  newQuote: {
    name: 'message',
    label: 'Anything to change in the new quote?',
    type: 'textarea',
    rows: 4,
    optional: true,
  },
  reason: { name: 'reason', label: 'Reason', type: 'textarea', rows: 3, optional: true },
  billingCompany: {
    name: 'billingCompany',
    label: 'Company',
    type: 'text',
    optional: true,
    autoComplete: 'billing organization',
  },
  billingAddress: {
    name: 'billingAddress',
    label: 'Billing address',
    type: 'textarea',
    rows: 3,
    hint: 'Street and town, as the invoice should show them.',
    autoComplete: 'billing street-address',
  },
  billingPostcode: {
    name: 'billingPostcode',
    label: 'Billing postcode',
    type: 'text',
    autoComplete: 'billing postal-code',
    spellCheck: false,
  },
  siteAddress: {
    name: 'siteAddress',
    label: 'Delivery or site address',
    type: 'textarea',
    rows: 3,
    optional: true,
    hint: 'Where we deliver or fit the lines that are not collected. Leave it blank if it is the billing address.',
    autoComplete: 'shipping street-address',
  },
  sitePostcode: {
    name: 'sitePostcode',
    label: 'Delivery or site postcode',
    type: 'text',
    optional: true,
    autoComplete: 'shipping postal-code',
    spellCheck: false,
  },
  vatNumber: VAT_NUMBER_FIELD,
} as const satisfies Record<string, FieldSpec<keyof AnswerValues>>;

/** The words sent for a new quote when the customer typed none. */
export const NEW_QUOTE_MESSAGE = 'Please send me a new quote.';

function text(body: unknown, name: string): string {
  const value: unknown =
    body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.slice(0, 20_000) : '';
}

/** A name or an order number, spaces collapsed; one with a hidden character is kept as sent. */
function oneLine(value: string) {
  const trimmed = trimBlank(value);
  return isOneLine(trimmed) ? trimmed.replace(/\s+/g, ' ') : trimmed;
}
function message(value: string) {
  return value.replace(/\r\n?/g, '\n').trim();
}
/** "g58re" and "G5  8RE" are "G5 8RE"; anything else is kept as typed, to be refused. */
function postcode(value: string) {
  const typed = oneLine(value).toUpperCase();
  if (!isUkPostcode(typed)) return typed;
  const joined = typed.replace(/\s+/g, '');
  return `${joined.slice(0, -3)} ${joined.slice(-3)}`;
}

export interface ReadAnswer {
  values: AnswerValues;
  errors: AnswerErrors;
  /** The version the page showed; undefined when the post did not say. */
  version: number | undefined;
  formToken: string;
}

/**
 * `newQuote`: the quote's page asked for a new quote (it expired, was declined or was
 * withdrawn), where the words are optional.
 */
export function readAnswer(
  kind: AnswerKind,
  body: unknown,
  { newQuote = false, declare = false }: { newQuote?: boolean; declare?: boolean } = {},
): ReadAnswer {
  const values: AnswerValues = {
    name: oneLine(text(body, 'name')),
    po: oneLine(text(body, 'po')),
    terms: text(body, 'terms') === 'yes',
    message: message(text(body, 'message')),
    reason: message(text(body, 'reason')),
    billingCompany: oneLine(text(body, 'billingCompany')),
    billingAddress: message(text(body, 'billingAddress')),
    billingPostcode: postcode(text(body, 'billingPostcode')),
    siteAddress: message(text(body, 'siteAddress')),
    sitePostcode: postcode(text(body, 'sitePostcode')),
    declaration: oneLine(text(body, 'declaration')),
    vatNumber: oneLine(text(body, 'vatNumber')).slice(0, 30),
  };
  const errors: AnswerErrors = {};
  if (kind === 'accept') {
    if (!values.name) errors.name = 'Enter your name.';
    else if (!isOneLine(values.name)) errors.name = `${oneLineMessage('Enter your name')}.`;
    else if (values.name.length > MAX_NAME) {
      errors.name = `Your name must be ${MAX_NAME} characters or fewer.`;
    }
    if (!isOneLine(values.po)) {
      errors.po = `${oneLineMessage('Enter the purchase order number')}.`;
    } else if (values.po.length > MAX_PO) {
      errors.po = `A purchase order number must be ${MAX_PO} characters or fewer.`;
    }
    Object.assign(errors, addressErrors(values));
    if (declare) Object.assign(errors, declarationErrors(values));
    if (!values.terms) errors.terms = 'Tick the box to accept the terms above.';
  }
  if (kind === 'changes') {
    if (!values.message && !newQuote) errors.message = 'Tell us what you would like changed.';
    else if (!isPlainText(values.message)) {
      errors.message = 'Tell us what you would like changed, without special characters.';
    } else if (values.message.length > MAX_MESSAGE) {
      errors.message = `Your message must be ${MAX_MESSAGE.toLocaleString('en-GB')} characters or fewer.`;
    }
  }
  if (kind === 'decline' && !isPlainText(values.reason)) {
    errors.reason = 'Give your reason without special characters.';
  } else if (kind === 'decline' && values.reason.length > MAX_MESSAGE) {
    errors.reason = `Your reason must be ${MAX_MESSAGE.toLocaleString('en-GB')} characters or fewer.`;
  }
  const versionText = text(body, 'version');
  return {
    values,
    errors,
    version: /^\d{1,6}$/.test(versionText) ? Number(versionText) : undefined,
    formToken: text(body, '_form'),
  };
}

/** The acceptance's addresses: billing required, the site's optional but whole when given. */
function addressErrors(values: AnswerValues): AnswerErrors {
  const errors: AnswerErrors = {};
  if (!isOneLine(values.billingCompany)) {
    errors.billingCompany = `${oneLineMessage('Enter the company')}.`;
  } else if (values.billingCompany.length > MAX_NAME) {
    errors.billingCompany = `The company must be ${MAX_NAME} characters or fewer.`;
  }
  const address = (value: string, what: string, required: boolean) => {
    if (!value) return required ? `Enter the ${what}.` : undefined;
    if (!isPlainText(value)) return `Enter the ${what} without special characters.`;
    if (value.length > MAX_ADDRESS)
      return `The ${what} must be ${MAX_ADDRESS} characters or fewer.`;
    return undefined;
  };
  const code = (value: string, what: string, required: boolean) => {
    if (!value) return required ? `Enter the ${what}.` : undefined;
    return isUkPostcode(value)
      ? undefined
      : 'Enter a UK postcode in the right format, like G5 8RE.';
  };
  const site = values.siteAddress !== '' || values.sitePostcode !== '';
  const found = {
    billingAddress: address(values.billingAddress, 'billing address', true),
    billingPostcode: code(values.billingPostcode, 'billing postcode', true),
    siteAddress: address(values.siteAddress, 'delivery or site address', site),
    sitePostcode: code(values.sitePostcode, 'delivery or site postcode', site),
  };
  for (const [name, error] of Object.entries(found)) {
    if (error) errors[name as keyof typeof found] = error;
  }
  return errors;
}
