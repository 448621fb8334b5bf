import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  sql,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDialectConfig,
} from 'kysely';
import Database from 'libsql';
import pg from 'pg';
import { firstLinkKey } from './keys';
import { migrate } from './migrations';
import type { Database as Tables } from './schema';

export interface Store {
  db: Kysely<Tables>;
  kind: 'sqlite' | 'postgres';
  describe: string;
  close(): Promise<void>;
}

export const SQLITE_FILE = 'storefront.db';

/**
 * Opens the store the settings name and brings its tables up to date: PostgreSQL with
 * `databaseUrl`, else an embedded SQLite file in `dataDir` (created on first start).
 * Migrations run under a lock, so several instances may start at once on one PostgreSQL;
 * the first start makes the server's keys in the store (store/keys.ts), the embedded
 * store's old key file's if `dataDir` holds one.
 */
export async function openStore({
  databaseUrl,
  dataDir,
  log,
}: {
  databaseUrl?: string | undefined;
  dataDir: string;
  log?: Parameters<typeof migrate>[2];
}): Promise<Store> {
  const store = databaseUrl ? postgres(databaseUrl) : sqlite(dataDir);
  try {
    await migrate(store.db, { linkKey: () => firstLinkKey(dataDir) }, log);
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

function postgres(url: string): Store {
  // Timestamps are stored as ISO text, so no type parsers are needed; counts come back
  // as strings (bigint) and are read with Number() where they are used.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // A client that loses its server (PostgreSQL restarted) must not crash the process: an
  // idle one reports to the pool, one in use to itself (its query fails on its own).
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  const { hostname, port, pathname } = new URL(url);
  return {
    db,
    kind: 'postgres',
    describe: `PostgreSQL at ${hostname}:${port || 5432}${pathname}`,
    close: () => db.destroy(),
  };
}

function sqlite(dataDir: string): Store {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, SQLITE_FILE);
  const database = new Database(file);
  // WAL: a commit costs an append, not an fsync of the whole journal; readers never wait.
  database.exec('PRAGMA journal_mode = WAL');
  database.exec('PRAGMA synchronous = NORMAL');
  database.exec('PRAGMA foreign_keys = ON');
  database.exec('PRAGMA busy_timeout = 5000');
  // A deleted or rewritten row's bytes are overwritten with zeros, not left in free pages:
  // an erased enquiry's words must not stay in the file (decision 018). WAL frames that
  // still hold them are truncated after an erasure (scrubErased in store/erasure.ts), and
  // whenever SQLite's own checkpoint starts the WAL over, the file is cut back to nothing
  // rather than kept at its largest with old frames past the new ones.
  database.exec('PRAGMA secure_delete = ON');
  database.exec('PRAGMA journal_size_limit = 0');
  const db = new Kysely<Tables>({ dialect: new ImmediateSqliteDialect({ database }) });
  return {
    db,
    kind: 'sqlite',
    describe: `SQLite file ${file}`,
    async close() {
      await closeCleanly(db);
      await db.destroy();
    },
  };
}

/**
 * Transactions that take the write lock as they begin (`BEGIN IMMEDIATE`), not at their
 * first write. Another process writes to the same file now and then (`npm run staff`, a
 * restore's check): a deferred transaction that had read before that write can then not
 * write at all, and SQLite fails it at once with SQLITE_BUSY_SNAPSHOT, without waiting (a
 * quote draft saved by the team failed with a 500 in a journey while a staff account was
 * being added). Begun immediate, a transaction waits its turn (busy_timeout) instead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/**
 * Copies every frame of the WAL into the database file and empties the WAL, or throws
 * when a reader on another connection (a backup, `npm run staff`) still holds it after the
 * busy timeout: SQLite then answers busy rather than failing, and the frames stay.
 */
export async function emptyWal(db: Kysely<Tables>) {
  const { rows } = await sql<{ busy: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  if (Number(rows[0]?.busy ?? 0) !== 0) {
    throw new Error('the WAL is held by another connection: it was not emptied');
  }
}

/**
 * At shutdown, the store leaves one file: the WAL is checkpointed and, by leaving WAL mode,
 * deleted with its shared-memory file (the next start turns WAL on again). Closing alone
 * does not: libsql closes the connection only once every statement Kysely prepared has been
 * collected, which an exiting process never does, so the WAL and the pages in it stayed
 * (decision 031). Another process holding the file (a backup) keeps WAL mode; the
 * checkpoint has still been tried.
 */
async function closeCleanly(db: Kysely<Tables>) {
  try {
    await emptyWal(db);
    await sql`PRAGMA journal_mode = DELETE`.execute(db);
  } catch {
    // The WAL stays; SQLite checkpoints it as the store is used again.
  }
}
