import type { Store } from './connect';

/**
 * Quote PDFs as they were made (issue 36): one kept per quote, the latest version's, under
 * what it shows (its render key), so a repeat download reads the file rather than making it
 * again, on whichever instance answers. An erasure drops it with the rest of the quote's
 * personal data (erasure.ts); one made while the enquiry was being erased is never kept.
 */
export interface PdfKey {
  quoteId: string;
  version: number;
  renderKey: string;
}

const kept = (store: Store, key: PdfKey) =>
  store.db
    .selectFrom('quote_pdfs')
    .where('quote_id', '=', key.quoteId)
    .where('version', '=', key.version)
    .where('render_key', '=', key.renderKey);

/** The kept file, or undefined when it has not been made (or shows something else now). */
export async function keptPdf(store: Store, key: PdfKey): Promise<Buffer | undefined> {
  const row = await kept(store, key).select('pdf').executeTakeFirst();
  if (!row) return undefined;
  // libsql reads a BLOB as an ArrayBuffer, pg a bytea as a Buffer.
  const { pdf } = row;
  return pdf instanceof ArrayBuffer
    ? Buffer.from(pdf)
    : Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/** The kept file's size in bytes, without reading it; undefined when none is kept. */
export async function keptPdfSize(store: Store, key: PdfKey): Promise<number | undefined> {
  const row = await kept(store, key).select('bytes').executeTakeFirst();
  return row ? Number(row.bytes) : undefined;
}

/**
 * Keeps a file just made, in place of the quote's older one; false when its enquiry was
 * erased (or its link ended) meanwhile, so nothing is kept. On PostgreSQL the quote's rows
 * are locked for the check: an erasure waits for this to commit and then drops the file,
 * or has committed and this sees it. On SQLite writes are one at a time, and a transaction
 * whose read was overtaken by an erasure's write fails rather than writes.
 */
export async function keepPdf(store: Store, key: PdfKey, pdf: Buffer, now: Date) {
  return store.db.transaction().execute(async (trx) => {
    const live = await trx
      .selectFrom('quotes')
      .innerJoin('enquiries', 'enquiries.id', 'quotes.enquiry_id')
      .select(['enquiries.erased_at', 'quotes.token_hash'])
      .where('quotes.id', '=', key.quoteId)
      .$if(store.kind === 'postgres', (query) => query.forShare())
      .executeTakeFirst();
    if (!live || live.erased_at !== null || live.token_hash === null) return false;
    await trx
      .insertInto('quote_pdfs')
      .values({
        quote_id: key.quoteId,
        version: key.version,
        render_key: key.renderKey,
        pdf,
        bytes: pdf.byteLength,
        made_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await trx
      .deleteFrom('quote_pdfs')
      .where('quote_id', '=', key.quoteId)
      .where((eb) =>
        eb.or([eb('version', '!=', key.version), eb('render_key', '!=', key.renderKey)]),
      )
      .execute();
    return true;
  });
}
