import { dateOf, penceOf, readStatement, type ColumnMapping } from '../sales/bank-statement';
import { csvRows } from '../sales/csv-rows';
import { field } from './csrf';
import { fieldList } from './multipart-form';

/**
 * Which column of a bank's CSV export is which, chosen once by staff and kept (kept_choices,
 * by KEPT_COLUMNS): one choice per bank, newest first, so a business with two banks chooses
 * for each once. A statement is read with the first kept choice whose columns it has.
 */
export const KEPT_COLUMNS = 'bank-statement-columns';
const MOST_KEPT = 10;

export type AmountStyle = 'signed' | 'split';

/** The column form as typed, to show again with its problems. */
export interface ColumnAnswers {
  date: string;
  description: string[];
  amountStyle: AmountStyle | '';
  amount: string;
  paidIn: string;
  paidOut: string;
}

export type ColumnProblems = Partial<
  Record<'date' | 'description' | 'amountStyle' | 'amount' | 'paidIn' | 'paidOut', string>
>;

/**
 * The statement's header: the first row of three or more named cells, none of them a date or
 * an amount (the rows above it name the account and its balance, in one or two cells).
 */
export function headerOf(text: string): string[] | undefined {
  return csvRows(text)
    .map((row) => row.map((cell) => cell.trim()))
    .find((row) => {
      const named = row.filter(Boolean);
      return (
        named.length >= 3 &&
        new Set(named.map((cell) => cell.toLowerCase())).size === named.length &&
        named.every((cell) => dateOf(cell) === undefined && penceOf(cell) === undefined)
      );
    })
    ?.filter(Boolean);
}

/** The kept choices, each checked: a row of another shape is passed over, not trusted. */
export function keptMappings(value: unknown): ColumnMapping[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is ColumnMapping => {
    const mapping = item as Partial<ColumnMapping> | null;
    const amount = mapping?.amount as Record<string, unknown> | undefined;
    return (
      typeof mapping?.date === 'string' &&
      Array.isArray(mapping.description) &&
      mapping.description.every((name) => typeof name === 'string') &&
      !!amount &&
      (typeof amount.signed === 'string' ||
        (typeof amount.paidIn === 'string' && typeof amount.paidOut === 'string'))
    );
  });
}

/** The first kept choice this statement can be read with, and what it reads. */
export function readWithKept(text: string, kept: readonly ColumnMapping[]) {
  for (const mapping of kept) {
    const read = readStatement(text, mapping);
    if (!('refused' in read)) return { mapping, read };
  }
  return undefined;
}

/** `chosen` first, then the others kept, without a repeat of its columns. */
export function withChoice(chosen: ColumnMapping, kept: readonly ColumnMapping[]) {
  const same = JSON.stringify(chosen);
  return [chosen, ...kept.filter((mapping) => JSON.stringify(mapping) !== same)].slice(
    0,
    MOST_KEPT,
  );
}

export function answersOf(mapping: ColumnMapping | undefined): ColumnAnswers {
  const amount = mapping?.amount;
  return {
    date: mapping?.date ?? '',
    description: [...(mapping?.description ?? [])],
    amountStyle: amount ? ('signed' in amount ? 'signed' : 'split') : '',
    amount: amount && 'signed' in amount ? amount.signed : '',
    paidIn: amount && 'paidIn' in amount ? amount.paidIn : '',
    paidOut: amount && 'paidOut' in amount ? amount.paidOut : '',
  };
}

/** The column form read against the statement's own header: a mapping, or what is wrong. */
export function readColumnForm(
  body: unknown,
  header: readonly string[],
): { mapping: ColumnMapping } | { answers: ColumnAnswers; problems: ColumnProblems } {
  const named = (name: string) => (header.includes(name) ? name : '');
  const style = field(body, 'amountStyle');
  const answers: ColumnAnswers = {
    date: named(field(body, 'date')),
    description: fieldList(body, 'description').map(named).filter(Boolean),
    amountStyle: style === 'signed' || style === 'split' ? style : '',
    amount: named(field(body, 'amount')),
    paidIn: named(field(body, 'paidIn')),
    paidOut: named(field(body, 'paidOut')),
  };
  const problems: ColumnProblems = {};
  if (!answers.date) problems.date = 'Choose the column that holds the date.';
  if (answers.description.length === 0)
    problems.description = 'Tick the column or columns that hold the payer’s reference.';
  if (!answers.amountStyle)
    problems.amountStyle = 'Say whether the money is in one column or in paid in and paid out.';
  if (answers.amountStyle === 'signed' && !answers.amount)
    problems.amount = 'Choose the column that holds the amount.';
  if (answers.amountStyle === 'split') {
    if (!answers.paidIn) problems.paidIn = 'Choose the column of money paid in.';
    if (!answers.paidOut) problems.paidOut = 'Choose the column of money paid out.';
    else if (answers.paidOut === answers.paidIn)
      problems.paidOut = 'Paid out must be a different column from paid in.';
  }
  const amountColumns =
    answers.amountStyle === 'signed' ? [answers.amount] : [answers.paidIn, answers.paidOut];
  if (!problems.date && amountColumns.includes(answers.date))
    problems.date = 'The date must be a different column from the amount.';
  if (Object.keys(problems).length > 0) return { answers, problems };
  return {
    mapping: {
      date: answers.date,
      description: answers.description,
      amount:
        answers.amountStyle === 'signed'
          ? { signed: answers.amount }
          : { paidIn: answers.paidIn, paidOut: answers.paidOut },
    },
  };
}
