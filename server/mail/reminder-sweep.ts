import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../store/connect';
import { queueReminders } from '../store/invoice-reminders';
import type { OutboxState } from '../store/schema';

const EVERY_MS = 60 * 60 * 1000;

/**
 * Queues the reminders of overdue invoices at start, then every hour, by the server's clock
 * (a test's own), and wakes the outbox when it queued any. Every instance runs it; the
 * store's conditional update lets one of them queue each reminder.
 */
export function startReminders({
  store,
  mail,
  wake,
  clock,
  log,
  everyMs = EVERY_MS,
}: {
  store: Store;
  mail: OutboxState;
  wake: () => void;
  clock: () => Date;
  log?: FastifyBaseLogger | undefined;
  everyMs?: number;
}) {
  let running: Promise<void> = Promise.resolve();
  async function sweep() {
    try {
      const queued = await queueReminders(store, { now: clock(), mail });
      if (queued > 0) {
        log?.info({ queued }, 'queued reminders of overdue invoices');
        wake();
      }
    } catch (error) {
      log?.warn({}, `invoice reminder sweep failed, will try again: ${String(error)}`);
    }
  }
  running = sweep();
  const timer = setInterval(() => {
    running = running.then(sweep);
  }, everyMs).unref();
  return {
    /** One sweep now, after any running: what a test with its own clock calls. */
    sweep: () => (running = running.then(sweep)),
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
