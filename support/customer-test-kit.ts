/**
 * What the customer quote tests share (customer.test.ts, order-page.test.ts and the rest): the
 * site they open, a sent quote made through the store as the staff inbox makes one, and the
 * customer's requests as a browser sends them.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { postJson, contactAnswers, newKey } from './site';
import type { Store } from '../server/store/connect';
import { openDraft } from '../server/store/quote-drafts';
import { saveDraft } from '../server/store/quotes';
import { quoteLinks } from '../server/auth/links';
import type { QuoteLine } from '../server/sales/money';
import { withSite, type Postgres, type StoreKind } from './store-sites';

export const LINK_KEY = 'ab'.repeat(32);
export const links = quoteLinks({ key: Buffer.from(LINK_KEY, 'hex'), origin: 'https://shop.test' });
export const STAFF = 'sales@example.test';
/** What Fastify's inject takes this site to be: a form post from its own page says so. */
export const OWN_ORIGIN = 'http://localhost:80';

/** A grid at £16.66 ex VAT x 3 and £450 of installation: £499.98 + £100.00 = £599.98. */
export const LINES: QuoteLine[] = [
  {
    description: 'Black suspended ceiling grid (Size: 600 x 600)',
    quantity: 3,
    unitExPence: 1666,
    leadTime: 'Collection only from our Glasgow warehouse',
    productId: 'black-suspended-grid',
  },
  { description: 'Installation, Paisley', quantity: 1, unitExPence: 45_000, leadTime: '' },
];

/** The describe's site for the customer's pages: mailed, and keyed as the kit's links are. */
export function withQuoteSite(
  postgres: Postgres,
  storeKind: StoreKind,
  databaseName: string,
  clock: () => Date,
) {
  return withSite(postgres, storeKind, databaseName, {
    env: { QUOTE_LINK_KEY: LINK_KEY },
    clock,
    mail: true,
  });
}

export interface SentQuote {
  enquiryId: string;
  reference: string;
  token: string;
  url: string;
}

/** An enquiry from the contact form, then a quote for it sent as version 1. */
export async function sentQuote(
  app: FastifyInstance,
  store: Store,
  now: Date,
  {
    validUntil = '2026-12-25',
    note = 'Fitted in a day.',
    lines = LINES,
    depositPercent = 0,
    email = contactAnswers.email,
  }: {
    validUntil?: string;
    note?: string;
    lines?: QuoteLine[];
    depositPercent?: number;
    /** The customer's address, as they typed it on the enquiry. */
    email?: string;
  } = {},
): Promise<SentQuote> {
  const message = `Quote me (${newKey()})`;
  const response = await postJson(app, {
    kind: 'contact',
    ...contactAnswers,
    email,
    message,
    company: 'Campbell Retail Ltd',
    idempotencyKey: newKey(),
  });
  const { reference } = response.json<{ reference: string }>();
  const enquiry = await store.db
    .selectFrom('enquiries')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  const opened = await openDraft(store, enquiry, { startLines: () => [], staffEmail: STAFF, now });
  if (opened.kind !== 'opened') throw new Error(`draft not opened: ${opened.kind}`);
  const token = await sendVersion(store, enquiry.id, now, {
    validUntil,
    note,
    lines,
    depositPercent,
  });
  return { enquiryId: enquiry.id, reference, token, url: `/quotes/${token}` };
}

/** Sends the open draft (or opens the sent quote again and sends it) as the next version. */
export async function sendVersion(
  store: Store,
  enquiryId: string,
  now: Date,
  { validUntil = '2026-12-25', note = '', lines = LINES, depositPercent = 0 } = {},
): Promise<string> {
  const opened = await openDraft(
    store,
    { id: enquiryId, erased_at: null },
    { startLines: () => [], staffEmail: STAFF, now },
  );
  if (opened.kind !== 'opened') throw new Error(`draft not opened: ${opened.kind}`);
  const sent = await saveDraft(store, enquiryId, {
    revision: opened.record.quote.revision,
    draft: { lines, validUntil, note, depositPercent },
    send: true,
    staffEmail: STAFF,
    now,
    links,
    mail: 'pending',
  });
  if (sent.kind !== 'sent') throw new Error(`quote not sent: ${sent.kind}`);
  const { quote } = sent.record;
  if (!quote.link_nonce) throw new Error('no link made');
  return links.token({ id: quote.id, link_nonce: quote.link_nonce });
}

/** The page's hidden fields, as the browser would post them back. */
export function hiddenFields(html: string) {
  const version = /name="version" value="(\d+)"/.exec(html)?.[1] ?? '';
  const form = /name="_form" value="([\w-]+)"/.exec(html)?.[1] ?? '';
  return { version, _form: form };
}

/** A plain form post to one of the quote's answers, from its own page unless told. */
export function postAnswer(
  app: FastifyInstance,
  url: string,
  kind: 'accept' | 'changes' | 'decline',
  fields: Record<string, string>,
  headers: Record<string, string> = { origin: OWN_ORIGIN },
) {
  return app.inject({
    method: 'POST',
    url: `${url}/${kind}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The hidden fields of the page as it is now, with the answer's own fields. */
export async function answerFields(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
) {
  const page = await app.inject({ url });
  return { ...hiddenFields(page.body), ...fields };
}

/** Where an accepted quote's order is billed: what the acceptance form asks for. */
export const BILLING = {
  company: 'Campbell Retail Ltd',
  address: '14 Gordon Street\nGlasgow',
  postcode: 'G1 3PB',
};
/** An acceptance's addresses as the store takes them: billed there, the site the same. */
export const ADDRESSES = { billing: BILLING, site: undefined };
/** The same addresses as the acceptance form posts them. */
export const ADDRESS_FIELDS = {
  billingCompany: BILLING.company,
  billingAddress: BILLING.address,
  billingPostcode: BILLING.postcode,
};

/** An acceptance as the form posts it: the tick given, billed at BILLING, and the answers. */
export function acceptance(answers: Record<string, string>) {
  return { terms: 'yes', ...ADDRESS_FIELDS, ...answers };
}

/** The acceptance form as the quote's page holds it now, filled in with these answers. */
export function acceptanceFields(
  app: FastifyInstance,
  url: string,
  answers: Record<string, string>,
) {
  return answerFields(app, url, acceptance(answers));
}

/** The quote accepted from its page as it is now; the acceptance must be taken. */
export async function acceptAtPage(
  app: FastifyInstance,
  url: string,
  answers: Record<string, string>,
) {
  const answer = await postAnswer(app, url, 'accept', await acceptanceFields(app, url, answers));
  assert.equal(answer.statusCode, 200, 'the acceptance is taken');
  return answer;
}

/** The quote's row as the store holds it. */
export function quoteRow(store: Store, enquiryId: string) {
  return store.db
    .selectFrom('quotes')
    .selectAll()
    .where('enquiry_id', '=', enquiryId)
    .executeTakeFirstOrThrow();
}

/** A PDF's text as pdftotext lays it out, to read as its reader would. */
export function pdfText(pdf: Buffer) {
  const file = join(mkdtempSync(join(tmpdir(), 'quote-pdf-')), 'quote.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}
