import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { QuoteLinks } from '../auth/links';
import type { Store } from '../store/connect';
import type { RenderPoolSettings } from './render-pool';

/**
 * How the server's e-mails go: queued for the outbox worker to send, or kept as not sent
 * (no SMTP_URL), which every route that sends one tells the staff.
 */
export interface Mail {
  state: 'pending' | 'not-configured';
  /** Tells the outbox worker there is mail now, rather than at its next poll. */
  wake(): void;
}

/**
 * What the server's own routes are given, opened once at start by services.ts: the store,
 * the signed links, the clock every dated rule reads (a test's own in tests), the mail, the
 * render threads' settings and the enquiry form's rate. The routes read them from the
 * instance (`app.store`, `app.clock()`), as fastify/demo's repositories are read.
 */
export interface RouteServices {
  store: Store;
  links: QuoteLinks;
  clock: () => Date;
  mail: Mail;
  /** How many PDFs are made at once, and how many may wait (RENDER_THREADS, RENDER_QUEUE). */
  renders: RenderPoolSettings;
  /** How many enquiries one visitor may send in the window (ENQUIRY_RATE_LIMIT). */
  enquiryRate: { max: number; timeWindow: number };
  /** How fresh the last good backup copy is, when BACKUP_COPY_TO is set (for /readyz). */
  backupCopy?: () => { lastGoodCopy: string | null; stale: boolean };
}

declare module 'fastify' {
  interface FastifyInstance {
    store: Store;
    links: QuoteLinks;
    clock: () => Date;
    mail: Mail;
    renders: RenderPoolSettings;
    enquiryRate: RouteServices['enquiryRate'];
  }
}

/**
 * Decorates the instance with the services, for every room registered after it. A room
 * names it in its `dependencies` (room(), below), so a room registered without them fails
 * at start, not at its first request.
 */
export const routeServices = fp<RouteServices>(
  async (app, services) => {
    app.decorate('store', services.store);
    app.decorate('links', services.links);
    app.decorate('clock', services.clock);
    app.decorate('mail', services.mail);
    app.decorate('renders', services.renders);
    app.decorate('enquiryRate', services.enquiryRate);
  },
  { name: 'route-services' },
);

/**
 * A room of the server: its own scope (its hooks and error handler stay inside it) that
 * needs the route services decorated before it.
 */
export function room<Options extends Record<string, unknown> = Record<never, never>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
) {
  return fp(plugin, { name, dependencies: ['route-services'], encapsulate: true });
}
