/**
 * The shop's days: Glasgow's calendar, whatever the server's zone. Pure: the time is
 * always passed in (the services' clock), never read here.
 */

/**
 * A quote is good to the end of its Valid until day in Glasgow (`today` is londonDate's).
 * Both are compared as days of the calendar: a date kept from before dates were checked
 * (2027-02-30) is the day it was printed as (2 March 2027), never its text.
 */
export function isPast(validUntil: string | null, today: string) {
  return validUntil !== null && calendarDay(validUntil) < calendarDay(today);
}

/** Whether `text` is YYYY-MM-DD naming a day the calendar has (2028-02-29, not 2027-02-29). */
export function isRealDate(text: string): boolean {
  const at = new Date(`${text}T12:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(text) &&
    !Number.isNaN(at.getTime()) &&
    at.toISOString().slice(0, 10) === text
  );
}

/**
 * The day a YYYY-MM-DD names, as the calendar (and formatDay) reads it: 2027-02-30 rolls
 * on to 2027-03-02. Text that names no day at all is left as it is.
 */
export function calendarDay(text: string): string {
  const at = new Date(`${text}T12:00:00Z`);
  return Number.isNaN(at.getTime()) ? text : at.toISOString().slice(0, 10);
}

/** Today's date in Glasgow, YYYY-MM-DD (the shop's days, whatever the server's zone). */
export function londonDate(now: Date): string {
  return LONDON_DAY.format(now);
}
// Made once: building a formatter costs far more than using it.
const LONDON_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The first instant of the month `now` is in, in Glasgow, as an ISO time in UTC. */
export function startOfLondonMonth(now: Date): string {
  const first = `${londonDate(now).slice(0, 8)}01`;
  // Midnight in London is 00:00 UTC in winter and 23:00 UTC the day before in summer.
  for (const hour of ['00', '23']) {
    const day = hour === '00' ? first : addDays(first, -1);
    const candidate = new Date(`${day}T${hour}:00:00Z`);
    if (
      londonDate(candidate) === first &&
      londonDate(new Date(candidate.getTime() - 1)) !== first
    ) {
      return candidate.toISOString();
    }
  }
  return new Date(`${first}T00:00:00Z`).toISOString();
}

/** "25 December 2026" */
export function formatDay(date: string): string {
  return DAY_IN_WORDS.format(new Date(`${date}T12:00:00Z`));
}
const DAY_IN_WORDS = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** "24 November 2026 at 14:05" in the shop's own time zone. */
export function formatDate(iso: string) {
  return DATE_TIME.format(new Date(iso));
}
// Made once: building a formatter costs far more than using it (an inbox page formats 50).
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});
