// @ts-check
/**
 * The tables as the code reads them (Kysely's types). Timestamps are ISO-8601 text in UTC
 * (`new Date().toISOString()`): the same in SQLite and PostgreSQL, and they sort as they read.
 *
 * @typedef {'contact' | 'site-survey' | 'quote'} EnquiryKind
 * @typedef {'new' | 'in-progress' | 'quoted' | 'won' | 'lost'} EnquiryStatus
 *
 * @typedef {{
 *   id: string;
 *   reference: string;
 *   access_token: string;
 *   kind: EnquiryKind;
 *   status: EnquiryStatus;
 *   spam: number;
 *   name: string;
 *   email: string;
 *   phone: string;
 *   company: string;
 *   subject: string;
 *   message: string;
 *   details: string;
 *   lines: string | null;
 *   total_pence: number | null;
 *   idempotency_key: string | null;
 *   created_at: string;
 * }} EnquiryRow
 *
 * @typedef {'pending' | 'sent' | 'not-configured' | 'spam'} OutboxState
 *
 * @typedef {{
 *   id: string;
 *   enquiry_id: string;
 *   state: OutboxState;
 *   attempts: number;
 *   next_attempt_at: string;
 *   lease_until: string | null;
 *   last_error: string | null;
 *   sent_at: string | null;
 *   created_at: string;
 * }} OutboxRow
 *
 * @typedef {{ enquiries: EnquiryRow; outbox: OutboxRow }} Database
 */
export {};
