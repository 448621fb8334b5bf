import type { EnquiryStatus } from '../sales/enquiry-status';
import type { QuoteEvent, QuoteState } from '../sales/quote';
import type { BuyerTables } from './schema-buyers';
import type { InvoiceMailKind, InvoiceTables } from './schema-invoices';
import type { OrderRow, OrderStepRow } from './schema-orders';

export type { OrderRow, OrderStepRow };

/**
 * The tables as the code reads them (Kysely's types). Timestamps are ISO-8601 text in UTC
 * (`new Date().toISOString()`): the same in SQLite and PostgreSQL, and they sort as they read.
 */
export type EnquiryKind = 'contact' | 'site-survey' | 'quote';
export type { EnquiryStatus } from '../sales/enquiry-status';

export interface EnquiryRow {
  id: string;
  reference: string;
  access_token: string;
  kind: EnquiryKind;
  status: EnquiryStatus;
  spam: number;
  name: string;
  email: string;
  phone: string;
  company: string;
  subject: string;
  message: string;
  details: string;
  lines: string | null;
  total_pence: number | null;
  idempotency_key: string | null;
  created_at: string;
  erased_at: string | null;
}

/**
 * An enquiry's words as the inbox's search compares them (inbox-search.ts, migration 014):
 * the name, e-mail and company ('contact', written with the enquiry) and the PO number
 * given at acceptance ('po'), each folded. Deleted by the enquiry's erasure.
 */
export interface SearchWordsRow {
  enquiry_id: string;
  field: 'contact' | 'po';
  words: string;
}

export type OutboxState = 'pending' | 'sent' | 'not-configured' | 'spam';
/**
 * Which email a row sends: the enquiry to the sales team, a quote's link to the customer,
 * the customer's answer to a quote (accepted, changes asked, declined) to the team, and the
 * customer's own copy of their acceptance ('order-confirmed', with the order page's link).
 */
export type OutboxKind =
  | 'enquiry'
  | 'quote-sent'
  | 'quote-accepted'
  | 'quote-changes'
  | 'quote-declined'
  | 'order-step'
  | 'order-confirmed'
  /** A buyer's sign-in link (buyer_link_id), to an address a quote was sent to. */
  | 'buyer-link'
  | InvoiceMailKind;

export interface OutboxRow {
  id: string;
  enquiry_id: string;
  kind: OutboxKind;
  /** The quote version the email is about (quote emails only). */
  quote_version: number | null;
  /** The step of the order the email tells the customer of (order emails only). */
  order_step: number | null;
  /** The invoice an invoice or reminder email sends (migration 011). */
  invoice_id: string | null;
  /** The credit note a credit note email sends. */
  credit_note_id: string | null;
  /** The sign-in link a buyer-link email sends (migration 013). */
  buyer_link_id: string | null;
  /**
   * The customer's words an answer's email quotes (JSON of sales/quote.ts's AnswerWords), as they were when
   * it was queued: two requests for changes are two emails, each with its own message.
   * Null for the emails that quote none; blanked by an erasure.
   */
  words: string | null;
  state: OutboxState;
  attempts: number;
  next_attempt_at: string;
  lease_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

export interface StaffRow {
  id: string;
  email: string;
  password_hash: string;
  created_at: string;
}
export interface SessionRow {
  id_hash: string;
  staff_id: string;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
}
export interface FailureRow {
  id: string;
  key: string;
  at: string;
}
export interface RateLimitRow {
  key: string;
  hits: number;
  resets_at: string;
}
/** A history line: staff's own steps, or a step in the quote's life (to_status its 'v2'). */
export type EventKind = 'status' | 'note' | 'erased' | 'order-step' | QuoteEvent['kind'];
export interface EventRow {
  id: string;
  enquiry_id: string;
  at: string;
  staff_email: string;
  kind: EventKind;
  from_status: string | null;
  to_status: string | null;
  note: string | null;
}

/**
 * One quote per enquiry: the draft being prepared (draft_* columns, null when none is
 * open) and the state of the latest version sent (quote_versions). `revision` counts the
 * draft's saves, so a save made on an older copy of the draft is refused.
 */
export interface QuoteRow {
  id: string;
  enquiry_id: string;
  state: QuoteState;
  revision: number;
  /** The draft's lines (JSON of QuoteLine[]), null when no draft is open. */
  draft_lines: string | null;
  /** YYYY-MM-DD */
  draft_valid_until: string | null;
  draft_note: string | null;
  /** The draft's deposit, a whole percentage; null until the editor saves one (migration 011). */
  draft_deposit_percent: number | null;
  /** 0 until the first version is sent. */
  latest_version: number;
  /** The latest sent version's, for the inbox's filters and the pipeline. */
  valid_until: string | null;
  total_ex_pence: number | null;
  /** A random value that, with the server's link key, makes the customer's link. */
  link_nonce: string | null;
  /** SHA-256 of the customer's link token: what the link is looked up by. */
  token_hash: string | null;
  sent_at: string | null;
  accepted_at: string | null;
  accepted_version: number | null;
  accepted_name: string | null;
  accepted_po: string | null;
  /** The customer's latest message: changes asked for, or why they declined. */
  customer_message: string | null;
  created_at: string;
  updated_at: string;
}

/** A version as it was sent: frozen, never changed (but blanked by an erasure). */
export interface QuoteVersionRow {
  id: string;
  quote_id: string;
  version: number;
  /** JSON of QuoteLine[] */
  lines: string;
  total_ex_pence: number;
  vat_pence: number;
  total_inc_pence: number;
  /** YYYY-MM-DD */
  valid_until: string;
  note: string;
  sent_at: string;
  sent_by: string;
  first_viewed_at: string | null;
  /** The deposit this version asks, a whole percentage, 0 for none (0 for those sent before). */
  deposit_percent: number;
}

/** A secret of the server's own, kept with the data it protects (auth/links.ts). */
export interface ServerKeyRow {
  name: string;
  value: string;
  created_at: string;
}

/**
 * A quote's PDF as it was made, kept so a repeat download is a read (quotes/pdf/kept-pdfs.ts).
 * Only the latest made for a quote is kept; an erasure drops it.
 */
export interface QuotePdfRow {
  quote_id: string;
  version: number;
  /** What the file shows, hashed (quotes/pdf/renderer.ts): a new one when that changes. */
  render_key: string;
  /** Written as a Buffer; read as one from PostgreSQL, as an ArrayBuffer from SQLite. */
  pdf: Uint8Array | ArrayBuffer;
  bytes: number;
  made_at: string;
}

export interface Database extends InvoiceTables, BuyerTables {
  enquiries: EnquiryRow;
  search_words: SearchWordsRow;
  outbox: OutboxRow;
  staff: StaffRow;
  staff_sessions: SessionRow;
  sign_in_failures: FailureRow;
  enquiry_events: EventRow;
  rate_limits: RateLimitRow;
  quotes: QuoteRow;
  quote_versions: QuoteVersionRow;
  server_keys: ServerKeyRow;
  quote_pdfs: QuotePdfRow;
  orders: OrderRow;
  order_steps: OrderStepRow;
}
