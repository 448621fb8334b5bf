import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../store/connect';
import { deletePastRetention } from '../store/enquiries';
import { deleteEndedBuyerSignIns } from '../store/buyers';
import { deleteEndedCounts } from '../store/rate-limits';
import { deleteEndedSignIns } from '../store/sign-in-failures';

/** PRODUCT.md: enquiries are kept 24 months, then deleted automatically. */
export const RETENTION_MONTHS = 24;
/**
 * An enquiry that became an order is kept after the order's last step for six years after
 * the end of the financial year it falls in (the privacy page): at most seven.
 */
export const ORDER_RETENTION_MONTHS = 84;
const EVERY_MS = 6 * 60 * 60 * 1000;

export function retentionCutoff(now: Date, months = RETENTION_MONTHS) {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Deletes what is past its time at start, then every six hours: enquiries past their
 * retention, rate-limit counts whose window has ended, staff sessions that have ended and
 * sign-in failures older than a day.
 */
export function startRetention({
  store,
  log,
  everyMs = EVERY_MS,
  clock = () => new Date(),
}: {
  store: Store;
  log?: FastifyBaseLogger | undefined;
  everyMs?: number;
  /** What the sweep takes for now (a test's clock). */
  clock?: () => Date;
}) {
  async function sweep() {
    try {
      const now = clock();
      const deleted = await deletePastRetention(store, {
        cutoff: retentionCutoff(now),
        orderCutoff: retentionCutoff(now, ORDER_RETENTION_MONTHS),
      });
      await deleteEndedCounts(store, now);
      await deleteEndedSignIns(store, now);
      await deleteEndedBuyerSignIns(store, now);
      if (deleted > 0) log?.info({ deleted }, 'deleted enquiries past their retention');
    } catch (error) {
      log?.warn({}, `retention sweep failed, will try again: ${String(error)}`);
    }
  }
  const first = sweep();
  const timer = setInterval(sweep, everyMs).unref();
  return {
    async stop() {
      clearInterval(timer);
      await first;
    },
  };
}
