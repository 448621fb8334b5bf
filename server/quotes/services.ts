import type { RenderPoolSettings } from '../plugins/render-pool';
import type { Store } from '../store/connect';
import type { QuoteLinks } from '../auth/links';

/** What the quote routes (staff and customer) are given by services.ts. */
export interface QuoteServices {
  store: Store;
  links: QuoteLinks;
  /** The clock every quote rule reads (Valid until, "this month"); a test's own in tests. */
  now: () => Date;
  /** How a quote's emails are queued: sent by the outbox, or kept as not sent (no SMTP_URL). */
  mail: 'pending' | 'not-configured';
  wakeOutbox: () => void;
  /** How many PDFs are made at once, and how many may wait (RENDER_THREADS, RENDER_QUEUE). */
  renders: RenderPoolSettings;
}
