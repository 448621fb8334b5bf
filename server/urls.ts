/**
 * Every URL the server answers, once: `path` is the route's pattern (what Fastify
 * registers) and `href` builds a link to it (what a page, a redirect or an e-mail writes).
 * A route and the links to it cannot drift apart, and a flash a page can show after a
 * redirect (`?done=`) is one of the words its page knows.
 */

/** What the enquiry's page can say after a change (its `?done=`). */
export const ENQUIRY_DONE = [
  'status',
  'note',
  'erased',
  'quote-sent',
  'quote-withdrawn',
  'order-moved',
] as const;
export type EnquiryDone = (typeof ENQUIRY_DONE)[number];

/** What the staff's invoice page can say after a change (its `?done=`). */
export const INVOICE_DONE = ['payment', 'credit-note', 'issued'] as const;
export type InvoiceDone = (typeof INVOICE_DONE)[number];

/** What the quote editor can say after a save (its `?done=`). */
export const QUOTE_EDITOR_DONE = ['saved'] as const;
export type QuoteEditorDone = (typeof QUOTE_EDITOR_DONE)[number];

/** What the account page can say after a change (its `?done=`). */
export const ACCOUNT_DONE = ['password', 'others'] as const;
export type AccountDone = (typeof ACCOUNT_DONE)[number];

/** The customer's three answers to a quote, each posted to a path of its own. */
export const QUOTE_ANSWERS = ['accept', 'changes', 'decline'] as const;
export type QuoteAnswerKind = (typeof QUOTE_ANSWERS)[number];

type Query = Record<string, string | number | undefined>;

/** `?a=1&b=2` from the query's given values, in their order; '' when none is given. */
export function queryString(query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const segment = (value: string) => encodeURIComponent(value);

const staffEnquiry = (id: string) => `/staff/enquiries/${segment(id)}`;

export const urls = {
  healthz: { path: '/healthz' },
  readyz: { path: '/readyz' },
  /** Where the site's forms post an enquiry (the basket's quote request, the contact form). */
  sendEnquiry: { path: '/api/enquiries' },
  /** The visitor's page after sending an enquiry, at its private token. */
  enquiryConfirmation: {
    prefix: '/enquiries/',
    path: '/enquiries/:token',
    href: (token: string) => `/enquiries/${segment(token)}`,
  },
  quote: {
    /** Everything under /quotes/ that is not a quote's page is answered as not found. */
    prefix: '/quotes/',
    any: { path: '/quotes/*' },
    page: { path: '/quotes/:token', href: (token: string) => `/quotes/${segment(token)}` },
    pdf: { path: '/quotes/:token/pdf', href: (token: string) => `/quotes/${segment(token)}/pdf` },
    /** An invoice's or credit note's PDF, by its number, from the order's page. */
    document: {
      path: '/quotes/:token/documents/:number',
      href: (token: string, number: string) =>
        `/quotes/${segment(token)}/documents/${segment(number)}`,
    },
    answer: {
      path: (kind: QuoteAnswerKind) => `/quotes/:token/${kind}`,
      href: (token: string, kind: QuoteAnswerKind) => `/quotes/${segment(token)}/${kind}`,
    },
    /** "Ask for a new quote" for the same lines: a new quote request for the sales team. */
    again: {
      path: '/quotes/:token/again',
      href: (token: string) => `/quotes/${segment(token)}/again`,
    },
  },
  /**
   * The buyer's own page (PRODUCT.md "The buyer's own page"): their quotes, orders and
   * invoices, signed in by a link e-mailed to an address the team has quoted.
   */
  buyer: {
    prefix: '/account/',
    any: { path: '/account/*' },
    page: {
      path: '/account',
      href: (query?: { signedOut?: 'here' | 'everywhere' }) => `/account${queryString(query)}`,
    },
    /** Where the address is posted: the answer is the same whether or not it is known. */
    link: { path: '/account/link', href: () => '/account/link' },
    signIn: {
      path: '/account/sign-in/:token',
      href: (token: string) => `/account/sign-in/${segment(token)}`,
    },
    signOut: { path: '/account/sign-out', href: () => '/account/sign-out' },
    signOutEverywhere: {
      path: '/account/sign-out-everywhere',
      href: () => '/account/sign-out-everywhere',
    },
  },
  /**
   * The basket with a shared link's lines added once on arrival (app/basket/shared.ts
   * encodes `share`; its ids and values need no escaping).
   */
  cartAdd: { href: (share: string) => `/cart?share=${share}&add=1` },
  staff: {
    prefix: '/staff/',
    any: { path: '/staff/*' },
    inbox: { path: '/staff', href: (query?: Query) => `/staff${queryString(query)}` },
    exportCsv: {
      path: '/staff/export.csv',
      href: (query?: Query) => `/staff/export.csv${queryString(query)}`,
    },
    signIn: {
      path: '/staff/sign-in',
      href: (query?: { next?: string; signedOut?: 1 }) => `/staff/sign-in${queryString(query)}`,
    },
    signOut: { path: '/staff/sign-out', href: () => '/staff/sign-out' },
    account: {
      path: '/staff/account',
      href: (done?: AccountDone) => `/staff/account${queryString({ done })}`,
    },
    password: { path: '/staff/account/password', href: () => '/staff/account/password' },
    signOutOthers: {
      path: '/staff/account/sign-out-others',
      href: () => '/staff/account/sign-out-others',
    },
    enquiry: {
      path: '/staff/enquiries/:id',
      href: (id: string, done?: EnquiryDone) => `${staffEnquiry(id)}${queryString({ done })}`,
    },
    enquiryStatus: {
      path: '/staff/enquiries/:id/status',
      href: (id: string) => `${staffEnquiry(id)}/status`,
    },
    enquiryNotes: {
      path: '/staff/enquiries/:id/notes',
      href: (id: string) => `${staffEnquiry(id)}/notes`,
    },
    enquiryErase: {
      path: '/staff/enquiries/:id/erase',
      href: (id: string) => `${staffEnquiry(id)}/erase`,
    },
    quote: {
      path: '/staff/enquiries/:id/quote',
      href: (id: string, query?: { done?: QuoteEditorDone; blank?: number }) =>
        `${staffEnquiry(id)}/quote${queryString(query)}`,
    },
    quoteOpen: {
      path: '/staff/enquiries/:id/quote/open',
      href: (id: string) => `${staffEnquiry(id)}/quote/open`,
    },
    quoteWithdraw: {
      path: '/staff/enquiries/:id/quote/withdraw',
      href: (id: string) => `${staffEnquiry(id)}/quote/withdraw`,
    },
    /** "Move this order on": the order's next step, posted from the enquiry's page. */
    enquiryOrder: {
      path: '/staff/enquiries/:id/order',
      href: (id: string) => `${staffEnquiry(id)}/order`,
    },
    /** "Issue the invoice now due", posted from the enquiry's page after a full credit. */
    enquiryInvoice: {
      path: '/staff/enquiries/:id/invoice',
      href: (id: string) => `${staffEnquiry(id)}/invoice`,
    },
    /** Every invoice, newest first, filtered by its standing. */
    invoices: {
      path: '/staff/invoices',
      href: (query?: { standing?: string }) => `/staff/invoices${queryString(query)}`,
    },
    /** One invoice by its number (INV-00001): what is owed, its payments and credit notes. */
    invoice: {
      path: '/staff/invoices/:number',
      href: (number: string, done?: InvoiceDone) =>
        `/staff/invoices/${segment(number)}${queryString({ done })}`,
    },
    invoicePayment: {
      path: '/staff/invoices/:number/payments',
      href: (number: string) => `/staff/invoices/${segment(number)}/payments`,
    },
    invoiceCredit: {
      path: '/staff/invoices/:number/credit-notes',
      href: (number: string) => `/staff/invoices/${segment(number)}/credit-notes`,
    },
    /** The bank statement import: upload, choose its columns, confirm its matches. */
    statements: {
      path: '/staff/statements',
      href: (query?: { recorded?: number; already?: number; refused?: number }) =>
        `/staff/statements${queryString(query)}`,
    },
    statementColumns: {
      path: '/staff/statements/columns',
      href: () => '/staff/statements/columns',
    },
    statementConfirm: {
      path: '/staff/statements/confirm',
      href: () => '/staff/statements/confirm',
    },
    /** The accountant's exports for a period: Xero's invoices and the payments. */
    exports: {
      path: '/staff/exports',
      href: (query?: { from?: string; to?: string }) => `/staff/exports${queryString(query)}`,
    },
    xeroCsv: {
      path: '/staff/exports/xero.csv',
      href: (query: { from: string; to: string }) => `/staff/exports/xero.csv${queryString(query)}`,
    },
    paymentsCsv: {
      path: '/staff/exports/payments.csv',
      href: (query: { from: string; to: string }) =>
        `/staff/exports/payments.csv${queryString(query)}`,
    },
    api: {
      prefix: '/staff/api/',
      enquiries: { path: '/staff/api/enquiries' },
      enquiry: { path: '/staff/api/enquiries/:id' },
      pipeline: { path: '/staff/api/pipeline' },
    },
  },
} as const;
