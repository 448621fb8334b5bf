/**
 * A statement binds at most 32,766 values on SQLite and 65,535 on PostgreSQL, and an `in`
 * list binds one per item: a list that grows with the records (a year's bank statement,
 * six years of invoices) is read a thousand at a time, far under both, by the same query.
 */
export const BATCH_SIZE = 1_000;

/**
 * What `read` gives for every item of `items`, asked `size` items at a time, one batch
 * after another (a pool's connections are left to the other requests). The answers come
 * batch by batch: a query that sorts sorts within its batch.
 */
export async function inBatches<Item, Row>(
  items: readonly Item[],
  read: (batch: Item[]) => Promise<Row[]>,
  size = BATCH_SIZE,
): Promise<Row[]> {
  const batches: Row[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(await read(items.slice(start, start + size)));
  }
  return batches.flat();
}
