import type { Migration } from 'kysely';

export const realValidUntil: Migration = {
  async up(db) {
    // Before issue 36 the editor took a Valid until the calendar lacks (2027-02-30), and
    // the inbox's filters and 7-day figure compare the stored text in SQL, so such a quote
    // read as expired from the 1st of the next month. Each is rewritten as a real date by
    // one rule: YYYY-MM-DD with a month 01-12 and a day 01-31 is the day the calendar
    // reaches counting on from the 1st of that month, the day every page, e-mail and PDF
    // printed (2027-02-30 is 2027-03-02), so no customer's date moves. Any other text
    // (which the old form refused too) in a sent quote or version becomes the day it was
    // sent in Glasgow, so it reads as expired and never as open without end; in an open
    // draft it is cleared, and the editor asks for the date again. Only dates change, and
    // nothing is logged.
    const sentDay = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    /** The real date `text` names by the rule above; undefined for other text. */
    const realDay = (text: string) => {
      const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) ?? [];
      if (!year || !month || !day) return undefined;
      if (+month < 1 || +month > 12 || +day < 1 || +day > 31) return undefined;
      return new Date(Date.UTC(+year, +month - 1, +day)).toISOString().slice(0, 10);
    };
    /** Whether `text` is already a real date: one the rule leaves as it is. */
    const isReal = (text: string) => realDay(text) === text;
    /** The rule for a sent quote or version: its own real day, else the day it was sent. */
    const sentValidUntil = (text: string, sentAt: string | null) => {
      const sent = new Date(sentAt ?? '');
      return realDay(text) ?? sentDay.format(Number.isNaN(sent.getTime()) ? new Date() : sent);
    };

    const versions = await db
      .selectFrom('quote_versions')
      .select(['id', 'valid_until', 'sent_at'])
      .execute();
    for (const version of versions) {
      if (isReal(version.valid_until)) continue;
      await db
        .updateTable('quote_versions')
        .set({ valid_until: sentValidUntil(version.valid_until, version.sent_at) })
        .where('id', '=', version.id)
        .execute();
    }
    const quotes = await db
      .selectFrom('quotes')
      .select(['id', 'valid_until', 'draft_valid_until', 'sent_at'])
      .where((eb) =>
        eb.or([eb('valid_until', 'is not', null), eb('draft_valid_until', 'is not', null)]),
      )
      .execute();
    for (const quote of quotes) {
      const validUntil = quote.valid_until;
      const draft = quote.draft_valid_until;
      const changes = {
        ...(validUntil !== null && !isReal(validUntil)
          ? { valid_until: sentValidUntil(validUntil, quote.sent_at) }
          : {}),
        ...(draft && !isReal(draft) ? { draft_valid_until: realDay(draft) ?? null } : {}),
      };
      if (Object.keys(changes).length === 0) continue;
      await db.updateTable('quotes').set(changes).where('id', '=', quote.id).execute();
    }
  },
};
