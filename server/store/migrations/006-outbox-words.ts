import type { Migration } from 'kysely';

export const outboxWords: Migration = {
  async up(db) {
    // What an answer's email quotes, kept with it (schema.ts, OutboxRow.words).
    await db.schema.alterTable('outbox').addColumn('words', 'text').execute();
    // An answer's email still to be sent keeps its own answer's words: a message is in
    // the history line written with it (same enquiry, kind and time); who accepted and
    // their PO are the quote's, which an acceptance never changes.
    const waiting = await db
      .selectFrom('outbox')
      .select(['id', 'enquiry_id', 'kind', 'created_at'])
      .where('state', '=', 'pending')
      .where('kind', 'in', ['quote-accepted', 'quote-changes', 'quote-declined'])
      .execute();
    for (const row of waiting) {
      let words;
      if (row.kind === 'quote-accepted') {
        const quote = await db
          .selectFrom('quotes')
          .select(['accepted_name', 'accepted_po'])
          .where('enquiry_id', '=', row.enquiry_id)
          .executeTakeFirst();
        words = { name: quote?.accepted_name ?? '', po: quote?.accepted_po ?? '' };
      } else {
        const event = await db
          .selectFrom('enquiry_events')
          .select('note')
          .where('enquiry_id', '=', row.enquiry_id)
          .where('kind', '=', row.kind)
          .where('at', '=', row.created_at)
          .executeTakeFirst();
        words = { message: event?.note ?? '' };
      }
      await db
        .updateTable('outbox')
        .set({ words: JSON.stringify(words) })
        .where('id', '=', row.id)
        .execute();
    }
  },
};
