import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { Store } from '../store/connect';
import { MIGRATIONS } from '../store/migrations';
import { urls } from '../urls';

/** How long the store may take to answer before the instance reads as not ready. */
export const READY_TIMEOUT_MS = 1000;

/**
 * What a load balancer, a container platform or a monitoring check asks:
 * - GET /healthz: the process answers (liveness): always 200 while it runs.
 * - GET /readyz: it can take enquiries: the store answers a query within a second and its
 *   migrations are current. 200 or 503, with the age of the oldest email still waiting,
 *   so a check can warn when mail is stuck; with BACKUP_COPY_TO, when the last good backup
 *   copy was made and whether it is stale (older than two backup periods: a warning, not
 *   unreadiness, as the site can still take enquiries). No personal data; never cached,
 *   never limited.
 */
export const health: FastifyPluginAsync<{
  store?: Store | undefined;
  backupCopy?: (() => { lastGoodCopy: string | null; stale: boolean }) | undefined;
}> = async (app, { store, backupCopy }) => {
  const started = Date.now();

  app.get(urls.healthz.path, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send({ status: 'ok', uptimeSeconds: Math.round((Date.now() - started) / 1000) }),
  );

  app.get(urls.readyz.path, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!store) return reply.send({ status: 'ready', store: 'none' });
    try {
      const facts = await withTimeout(readiness(store), READY_TIMEOUT_MS);
      const ready = facts.migrations === 'current';
      const copies = backupCopy?.();
      return reply.code(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'not ready',
        store: store.kind,
        ...facts,
        ...(copies && {
          backupCopy: copies,
          ...(copies.stale && {
            warnings: ['The last good backup copy is older than two backup periods.'],
          }),
        }),
      });
    } catch (error) {
      return reply.code(503).send({
        status: 'not ready',
        store: store.kind,
        problem:
          error instanceof TimeoutError
            ? 'the store did not answer within a second'
            : 'the store cannot be reached',
      });
    }
  });
};

async function readiness(store: Store) {
  const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(store.db);
  const names = new Set(applied.rows.map(({ name }) => name));
  const oldest = await store.db
    .selectFrom('outbox')
    .select((eb) => eb.fn.min('created_at').as('oldest'))
    .where('state', '=', 'pending')
    .executeTakeFirst();
  const since = oldest?.oldest ? Date.parse(String(oldest.oldest)) : undefined;
  return {
    migrations: MIGRATIONS.every((name) => names.has(name))
      ? ('current' as const)
      : ('behind' as const),
    oldestUnsentEmailSeconds:
      since === undefined ? null : Math.max(0, Math.round((Date.now() - since) / 1000)),
  };
}

class TimeoutError extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimeoutError()), ms);
  });
  // A query that answers after the timeout must not be an unhandled rejection.
  work.catch(() => {});
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
