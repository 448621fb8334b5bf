/**
 * The tables as the code reads them (Kysely's types). Timestamps are ISO-8601 text in UTC
 * (`new Date().toISOString()`): the same in SQLite and PostgreSQL, and they sort as they read.
 */
export type EnquiryKind = 'contact' | 'site-survey' | 'quote';
export type EnquiryStatus = 'new' | 'in-progress' | 'quoted' | 'won' | 'lost';

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

export type OutboxState = 'pending' | 'sent' | 'not-configured' | 'spam';

export interface OutboxRow {
  id: string;
  enquiry_id: string;
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
export type EventKind = 'status' | 'note' | 'erased';
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

export interface Database {
  enquiries: EnquiryRow;
  outbox: OutboxRow;
  staff: StaffRow;
  staff_sessions: SessionRow;
  sign_in_failures: FailureRow;
  enquiry_events: EventRow;
  rate_limits: RateLimitRow;
}
