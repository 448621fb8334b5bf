import { Migrator, type Kysely, type Migration } from 'kysely';
import type { Database } from './schema';
import { enquiriesAndOutbox } from './migrations/001-enquiries-and-outbox';
import { staffInbox } from './migrations/002-staff-inbox';
import { rateLimits } from './migrations/003-rate-limits';
import { quotes } from './migrations/004-quotes';
import { serverKeys } from './migrations/005-server-keys';
import { outboxWords } from './migrations/006-outbox-words';
import { quotePdfs } from './migrations/007-quote-pdfs';
import { realValidUntil } from './migrations/008-real-valid-until';
import { orders } from './migrations/009-orders';
import { invoices } from './migrations/010-invoices';
import { invoicing } from './migrations/011-invoicing';
import { documentPdfs } from './migrations/012-document-pdfs';
import { buyerSignIn } from './migrations/013-buyer-sign-in';
import { searchWordsTable } from './migrations/014-search-words';

/** What a migration that makes a secret needs from the server's start (store/connect.ts). */
export interface MigrationContext {
  /** The quote-link key to keep: the embedded store's old key file's, else a new one. */
  linkKey(): string;
}

/**
 * Versioned migrations, applied in order at start and recorded in `kysely_migration`.
 * Kysely's Migrator takes a lock first (on PostgreSQL an advisory lock inside the
 * migration's transaction), so instances starting together apply each one once.
 * Each is a file of its own in migrations/, named as it is recorded. Never edit a migration
 * that has shipped: add the next one.
 */
const migrations = (context: MigrationContext): Record<string, Migration> => ({
  '001-enquiries-and-outbox': enquiriesAndOutbox,
  '002-staff-inbox': staffInbox,
  '003-rate-limits': rateLimits,
  '004-quotes': quotes,
  '005-server-keys': serverKeys(context),
  '006-outbox-words': outboxWords,
  '007-quote-pdfs': quotePdfs,
  '008-real-valid-until': realValidUntil,
  '009-orders': orders,
  '010-invoices': invoices,
  '011-invoicing': invoicing,
  '012-document-pdfs': documentPdfs,
  '013-buyer-sign-in': buyerSignIn,
  '014-search-words': searchWordsTable,
});

export const MIGRATIONS = Object.keys(migrations({ linkKey: () => '' }));

/** Brings the store up to date, or, with `upTo`, to that migration (a test's older store). */
export async function migrate(
  db: Kysely<Database>,
  context: MigrationContext,
  log?: { info(object: object, message: string): void },
  upTo?: string,
) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(context) },
  });
  const { error, results } = await (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest());
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`migration ${failed ?? ''} failed: ${String(error)}`, { cause: error });
  }
  const applied = (results ?? []).map(({ migrationName }) => migrationName);
  log?.info(
    { event: 'migrations', applied, current: MIGRATIONS.at(-1) },
    applied.length > 0 ? `Migrations applied: ${applied.join(', ')}` : 'Migrations: up to date',
  );
}
