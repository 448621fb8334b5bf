import type { VatBreakdown } from '../../app/catalogue/money';
import type { QuoteLine } from './money';

/**
 * A quote as the business reads it, not as a table keeps it: the draft staff are
 * preparing, the latest version sent, and what the customer last did with it. The store's
 * repositories map their rows to this (store/quote-rows.ts) and back; the lifecycle
 * (quote-lifecycle.ts) decides every step on it alone.
 */
export type QuoteState =
  'draft' | 'sent' | 'viewed' | 'changes-requested' | 'accepted' | 'declined' | 'withdrawn';

/** A draft's lines, Valid until (YYYY-MM-DD) and note to the customer. */
export interface Draft {
  lines: QuoteLine[];
  validUntil: string;
  note: string;
  /** The deposit the quote asks, a whole percentage (0 for none). */
  depositPercent: number;
}

/** A version as it was sent: frozen. */
export interface QuoteVersion {
  /** 1 onwards. */
  version: number;
  lines: QuoteLine[];
  totals: VatBreakdown;
  /** YYYY-MM-DD: good to the end of that day in Glasgow. */
  validUntil: string;
  note: string;
  /** The deposit it asks, a whole percentage (0 for none). */
  depositPercent: number;
  sentAt: string;
  sentBy: string;
  /** When the customer first opened it; undefined until then. */
  firstViewedAt: string | undefined;
}

export interface Acceptance {
  version: number;
  name: string;
  /** The customer's purchase order number, or ''. */
  po: string;
  at: string;
}

export interface Quote {
  state: QuoteState;
  /** The draft being prepared; undefined when none is open. */
  draft: Draft | undefined;
  /** Counts the draft's saves, so a save made on an older copy of it is refused. */
  revision: number;
  /** The latest version sent; undefined before the first. */
  latest: QuoteVersion | undefined;
  acceptance: Acceptance | undefined;
  /** The customer's latest words: the changes asked for, or why they declined; or ''. */
  customerMessage: string;
  /** ISO time of the last step that changed the quote. */
  updatedAt: string;
  /** The customer's last request for changes (or for a new quote), as the history has it. */
  lastChangesRequest: { message: string; at: string } | undefined;
}

/** Who the history names for what the customer does at the quote's link. */
export const CUSTOMER = 'customer';

/** The steps of a quote's life that move its enquiry's status (sales/enquiry-status.ts). */
export type QuoteStep =
  'prepared' | 'sent' | 'withdrawn' | 'accepted' | 'declined' | 'new-quote-asked';

/** A line for the enquiry's history: what happened, by whom, to which version. */
export interface QuoteEvent {
  kind:
    /** A draft opened: prepared (v1) or revised (the next version). */
    | 'quote-opened'
    | 'quote-saved'
    | 'quote-sent'
    | 'quote-withdrawn'
    | 'quote-viewed'
    | 'quote-accepted'
    | 'quote-changes'
    | 'quote-declined';
  /** A member of staff's e-mail address, or CUSTOMER. */
  by: string;
  /** The version it concerns (a draft's: the version it will be sent as). */
  version: number;
  /** The customer's words, where the step has any. */
  note: string | null;
  /** How the enquiry's status follows it, if it does. */
  step: QuoteStep | undefined;
}

/** What an answer's e-mail quotes: the customer's message, or who accepted and their PO. */
export type AnswerWords = { message: string } | { name: string; po: string };

/** An e-mail the step makes due, sent once through the outbox. */
export interface QuoteMail {
  kind: 'quote-sent' | 'quote-accepted' | 'quote-changes' | 'quote-declined';
  version: number;
  words: AnswerWords | undefined;
}

/** A quote is valid for this many days after it is prepared, unless staff change it. */
export const DEFAULT_VALID_DAYS = 30;
