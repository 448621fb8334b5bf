import type { Store } from './connect';

/**
 * Request counts per key (a visitor's address) in fixed windows, kept in the store so that
 * every instance on one PostgreSQL counts the same visitor once, and a restart forgives
 * nobody. One statement counts and reads the row, so two instances counting the same
 * visitor at once never lose a request.
 */
export interface Count {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, count?: Count) => void;

/**
 * Counts one request for `key`: the first of a new window if the last one has ended.
 * Answers the requests in this window, and the milliseconds until it ends.
 */
export async function countRequest(
  store: Store,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<Count> {
  const at = new Date(now).toISOString();
  const row = await store.db
    .insertInto('rate_limits')
    .values({ key, hits: 1, resets_at: new Date(now + windowMs).toISOString() })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const ended = eb('rate_limits.resets_at', '<=', at);
        return {
          hits: eb
            .case()
            .when(ended)
            .then(1)
            .else(eb('rate_limits.hits', '+', 1))
            .end(),
          resets_at: eb
            .case()
            .when(ended)
            .then(eb.ref('excluded.resets_at'))
            .else(eb.ref('rate_limits.resets_at'))
            .end(),
        };
      }),
    )
    .returning(['hits', 'resets_at'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.hits), ttl: Math.max(0, Date.parse(row.resets_at) - now) };
}

/** The count for `key` without counting a request. */
export async function readCount(store: Store, key: string, now = Date.now()): Promise<Count> {
  const row = await store.db
    .selectFrom('rate_limits')
    .select(['hits', 'resets_at'])
    .where('key', '=', key)
    .where('resets_at', '>', new Date(now).toISOString())
    .executeTakeFirst();
  return row
    ? { current: Number(row.hits), ttl: Date.parse(row.resets_at) - now }
    : { current: 0, ttl: 0 };
}

/** Forgets the windows that have ended (the retention sweep calls it). */
export async function deleteEndedCounts(store: Store, now: Date): Promise<number> {
  const result = await store.db
    .deleteFrom('rate_limits')
    .where('resets_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * A store for @fastify/rate-limit that counts in `store` under keys that start with
 * `prefix`, so other limits can share the table.
 */
export function sharedRateLimitStore(store: Store, prefix: string) {
  const answer = (counting: Promise<Count>, callback: Callback) =>
    counting.then(
      (count) => callback(null, count),
      (error) => callback(error),
    );
  return class SharedRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      answer(countRequest(store, prefix + key, timeWindow), callback);
    }

    read(key: string, callback: Callback) {
      answer(readCount(store, prefix + key), callback);
    }

    /** Every route counts in the one table; the prefix and the key tell them apart. */
    child() {
      return this;
    }
  };
}
