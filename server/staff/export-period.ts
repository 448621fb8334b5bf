import { dateOf } from '../sales/bank-statement';
import { addDays, isRealDate } from '../sales/calendar';
import type { Period } from '../store/exports';

/**
 * The period the accountant's exports cover, from the chooser's two dates (untrusted: they
 * come in the address). Empty, it is last month in Glasgow, what a bookkeeper asks for most.
 */
export type PeriodProblems = Partial<Record<keyof Period, string>>;

/** Most a period may span: a year and a leap day, enough for a year end. */
const LONGEST_DAYS = 366;

export function lastMonth(today: string): Period {
  const to = addDays(`${today.slice(0, 8)}01`, -1);
  return { from: `${to.slice(0, 8)}01`, to };
}

export function readPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
): { period: Period } | { typed: Period; problems: PeriodProblems } {
  const typed = { from: (query.from ?? '').trim(), to: (query.to ?? '').trim() };
  if (!typed.from && !typed.to) return { period: lastMonth(today) };
  const problems: PeriodProblems = {};
  // A date box sends YYYY-MM-DD; where a browser shows a plain box, 01/11/2026 is read too.
  const from = dayOf(typed.from);
  const to = dayOf(typed.to);
  if (!from) problems.from = 'Enter the first day as a date, like 01/11/2026.';
  if (!to) problems.to = 'Enter the last day as a date, like 30/11/2026.';
  else if (from && to < from) problems.to = 'The last day must be on or after the first.';
  else if (from && addDays(from, LONGEST_DAYS) <= to)
    problems.to = 'Choose a period of a year or less.';
  if (!from || !to || Object.keys(problems).length > 0) return { typed, problems };
  return { period: { from, to } };
}

const dayOf = (text: string) => (isRealDate(text) ? text : dateOf(text));
