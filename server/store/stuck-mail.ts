import type { Store } from './connect';

/** An email waiting longer than this is stuck: the inbox says so on every page. */
export const STUCK_AFTER_MS = 60 * 60 * 1000;

export interface StuckMail {
  count: number;
  /** When the oldest of them was queued (ISO). */
  since: string;
  /** The mail server's last answer about the oldest, without addresses; never the email. */
  lastError: string | null;
}

/** The emails that have waited more than an hour, or undefined when none has. */
export async function stuckMail(store: Store, now: Date): Promise<StuckMail | undefined> {
  const before = new Date(now.getTime() - STUCK_AFTER_MS).toISOString();
  const waiting = () =>
    store.db.selectFrom('outbox').where('state', '=', 'pending').where('created_at', '<', before);
  const summary = await waiting()
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('created_at').as('since')])
    .executeTakeFirst();
  const count = Number(summary?.count ?? 0);
  if (count === 0 || !summary?.since) return undefined;
  const oldest = await waiting()
    .select('last_error')
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return { count, since: String(summary.since), lastError: oldest?.last_error ?? null };
}
