import { ORDER_STAGES } from '../sales/order-display';
import { ORDER_ACTIONS } from '../sales/order-transitions';
import { QUOTE_STATES } from '../sales/quote-display';
import { KINDS, STATUSES, type OrderFilter } from '../store/inbox';
import { ENQUIRY_DONE, QUOTE_EDITOR_DONE } from '../urls';

/** The staff routes' schemas: what each accepts, refused with 400 before a handler runs. */

/** The list's filters, as the inbox's filter form and pager send them ('' for "any"). */
export const listQuery = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 1000 },
    status: { type: 'string', enum: ['', ...STATUSES] },
    type: { type: 'string', enum: ['', ...KINDS] },
    quote: { type: 'string', enum: ['', ...QUOTE_STATES] },
    order: { type: 'string', enum: ['', ...ORDER_STAGES, 'late'] },
    page: { type: 'integer', minimum: 1, maximum: 99_999 },
  },
} as const;
export interface ListQueryString {
  q?: string;
  status?: '' | (typeof STATUSES)[number];
  type?: '' | (typeof KINDS)[number];
  quote?: '' | (typeof QUOTE_STATES)[number];
  order?: '' | OrderFilter;
  page?: number;
}

export const enquiryParams = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[0-9a-f-]{36}$' } },
  required: ['id'],
} as const;
export interface EnquiryParams {
  id: string;
}

export const doneQuery = {
  type: 'object',
  properties: { done: { type: 'string', enum: ENQUIRY_DONE } },
} as const;

const csrfField = { _csrf: { type: 'string', maxLength: 100 } } as const;
export const statusBody = {
  type: 'object',
  properties: { ...csrfField, status: { type: 'string', enum: STATUSES } },
  required: ['status'],
} as const;
/** The note's length is the handler's to judge: it answers with the page and its words. */
export const noteBody = {
  type: 'object',
  properties: { ...csrfField, note: { type: 'string', maxLength: 100_000 } },
} as const;
/**
 * "Move this order on": the action, how a Ready order goes out, the words and the date;
 * `seen` is the order's updatedAt as the page showed it. Their rules are order-form.ts's.
 */
export const orderBody = {
  type: 'object',
  properties: {
    ...csrfField,
    action: { type: 'string', enum: ['', ...ORDER_ACTIONS] },
    way: { type: 'string', maxLength: 20 },
    message: { type: 'string', maxLength: 20_000 },
    expectedDate: { type: 'string', maxLength: 100 },
    seen: { type: 'string', maxLength: 100 },
  },
} as const;

/** "Issue the invoice now due": the kind the page offered, so a page gone stale issues no other. */
export const dueInvoiceBody = {
  type: 'object',
  properties: { ...csrfField, kind: { type: 'string', enum: ['deposit', 'balance', 'full'] } },
  required: ['kind'],
} as const;

/** A post that carries nothing but its token (erase, prepare, withdraw). */
export const emptyBody = { type: 'object', properties: csrfField } as const;

/** The quote editor's page: after "Save draft", or with more blank lines after "Add a line". */
export const editorQuery = {
  type: 'object',
  properties: {
    done: { type: 'string', enum: QUOTE_EDITOR_DONE },
    blank: { type: 'integer', minimum: 1, maximum: 20 },
  },
} as const;
export interface EditorQuery {
  done?: 'saved';
  blank?: number;
}

/**
 * The quote editor's form: its lines' fields by name (line-0-description ...), read and
 * judged by draft-form.ts; here only their shape and size. Anything else is dropped.
 */
export const QUOTE_ACTIONS = ['save', 'add', 'send'] as const;
export const quoteBody = {
  type: 'object',
  properties: {
    ...csrfField,
    action: { type: 'string', enum: QUOTE_ACTIONS },
    revision: { type: 'integer', minimum: 0, maximum: 1_000_000_000 },
    validUntil: { type: 'string', maxLength: 100 },
    note: { type: 'string', maxLength: 20_000 },
    // The deposit as typed (draft-form.ts reads and checks it): named here, or the schema's
    // additionalProperties would drop it before the route reads it, as it would a line's
    // construction mark below.
    deposit: { type: 'string', maxLength: 100 },
  },
  patternProperties: {
    '^line-\\d{1,3}-(description|quantity|price|lead|product|options|remove|construction)$': {
      type: 'string',
      maxLength: 2000,
    },
  },
  additionalProperties: false,
  required: ['action', 'revision'],
} as const;
export interface QuoteBody {
  action: (typeof QUOTE_ACTIONS)[number];
  revision: number;
  [field: string]: unknown;
}
/** Enough for the most lines a quote may have, each field at its longest. */
export const QUOTE_BODY_LIMIT = 512 * 1024;
