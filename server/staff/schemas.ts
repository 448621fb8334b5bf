import { KINDS, STATUSES } from '../store/inbox';

/** The staff routes' schemas: what each accepts, refused with 400 before a handler runs. */

/** The list's filters, as the inbox's filter form and pager send them ('' for "any"). */
export const listQuery = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 1000 },
    status: { type: 'string', enum: ['', ...STATUSES] },
    type: { type: 'string', enum: ['', ...KINDS] },
    page: { type: 'integer', minimum: 1, maximum: 99_999 },
  },
} as const;
export interface ListQueryString {
  q?: string;
  status?: '' | (typeof STATUSES)[number];
  type?: '' | (typeof KINDS)[number];
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
  properties: { done: { type: 'string', enum: ['status', 'note', 'erased'] } },
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
export const eraseBody = { type: 'object', properties: csrfField } as const;
