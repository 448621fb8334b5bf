import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Choices staff make once and the inbox keeps, by name (migration 011): the bank
 * statement's columns. A choice is JSON the caller reads back with its own check, since a
 * row written by an older version of the code may not be the shape this one expects.
 */
export async function keptChoice(db: Kysely<Database>, name: string): Promise<unknown> {
  const row = await db
    .selectFrom('kept_choices')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row) return undefined;
  try {
    return JSON.parse(row.value) as unknown;
  } catch {
    return undefined;
  }
}

/** Keep `value` under `name`, replacing what was kept, with who chose it and when. */
export async function keepChoice(
  db: Kysely<Database>,
  name: string,
  value: unknown,
  { by, now }: { by: string; now: Date },
): Promise<void> {
  const row = { value: JSON.stringify(value), updated_at: now.toISOString(), updated_by: by };
  await db
    .insertInto('kept_choices')
    .values({ name, ...row })
    .onConflict((conflict) => conflict.column('name').doUpdateSet(row))
    .execute();
}
