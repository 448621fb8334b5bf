/**
 * The business's references, one grammar for every page, e-mail, document, export and the
 * inbox's search (PRODUCT.md "References"): the job, from its enquiry on, is `CS-4821`; a
 * quote version is the job's number and the version, `CS-4821 v2`; the order that follows
 * an acceptance keeps the job's number. Nothing else is written; what a person types is read
 * generously (`cs4821`, `CS 4821`, `CS-4821v2`, the old `CS-4821-2`, a bare `4821`).
 */

/**
 * Each series of numbers and its prefix. A series with versions (the job's quotes) also
 * reads a version after its number. Another series is one more line here.
 */
const SERIES = {
  job: { prefix: 'CS', versioned: true },
} as const;

export type Series = keyof typeof SERIES;

export interface Reference {
  series: Series;
  /** The digits as written, without the prefix: "4821". */
  number: string;
  /** A quote version (1 onwards); only for a series with versions. */
  version?: number | undefined;
}

/** The job's number: "CS-4821". */
export function jobReference(number: string | number): string {
  return formatReference({ series: 'job', number: String(number) });
}

/**
 * A quote version: "CS-4821 v2". `job` is the job's reference as stored ("CS-4821"); one
 * that is not in the grammar (never written by this code) is kept as it is.
 */
export function quoteReference(job: string, version: number): string {
  const parsed = parseReference(job);
  return parsed ? formatReference({ ...parsed, version }) : `${job} v${version}`;
}

/** The order that follows an accepted quote keeps the job's number: "CS-4821". */
export function orderReference(job: string): string {
  const parsed = parseReference(job);
  return parsed ? formatReference({ series: parsed.series, number: parsed.number }) : job;
}

export function formatReference({ series, number, version }: Reference): string {
  const base = `${SERIES[series].prefix}-${number}`;
  return version === undefined ? base : `${base} v${version}`;
}

const MAX_DIGITS = 12;
const MAX_VERSION = 9999;

/**
 * What a person typed, read as a reference, or undefined when it is not one. The prefix's
 * case, a hyphen or space after it (or nothing) and a version written " v2", "v2", "-2"
 * (the old spelling) or "-v2" (the PDF's file name) are all read; a bare number is the job's. Anything else (other words, a version
 * 0, a number too long to be ours) is not a reference.
 */
export function parseReference(text: string): Reference | undefined {
  const match = READ.exec(text.trim());
  if (!match?.groups) return undefined;
  const { prefix, number = '', version } = match.groups;
  const series = prefix === undefined ? 'job' : seriesOf(prefix);
  if (!series || number.length > MAX_DIGITS) return undefined;
  if (version === undefined) return { series, number };
  const value = Number(version);
  if (!SERIES[series].versioned || value < 1 || value > MAX_VERSION) return undefined;
  return { series, number, version: value };
}

function seriesOf(prefix: string): Series | undefined {
  const upper = prefix.toUpperCase();
  return (Object.keys(SERIES) as Series[]).find((series) => SERIES[series].prefix === upper);
}

const READ = new RegExp(
  `^(?:(?<prefix>${Object.values(SERIES)
    .map(({ prefix }) => prefix)
    .join('|')})[- ]?)?(?<number>\\d+)(?:(?:[- ]?v|-) ?(?<version>\\d+))?$`,
  'i',
);

/**
 * The business's own documents of record, each one gapless sequence across every instance
 * (PRODUCT.md "References"): invoices `INV-00001` and credit notes `CN-00001` onward. The
 * store takes the next number in the transaction that issues the document; this only writes
 * it. Five digits pad the early ones so they sort as text; the 100,000th is simply longer.
 */
export const DOCUMENT_PREFIXES = { invoice: 'INV', 'credit-note': 'CN' } as const;

export type DocumentSeries = keyof typeof DOCUMENT_PREFIXES;

const DOCUMENT_DIGITS = 5;

export function documentNumber(series: DocumentSeries, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new Error(`a ${series} number is a whole number from 1: ${sequence}`);
  }
  return `${DOCUMENT_PREFIXES[series]}-${String(sequence).padStart(DOCUMENT_DIGITS, '0')}`;
}

/** "INV-00001" */
export function invoiceNumber(sequence: number): string {
  return documentNumber('invoice', sequence);
}

/** "CN-00001" */
export function creditNoteNumber(sequence: number): string {
  return documentNumber('credit-note', sequence);
}

/**
 * A document's number as written ("INV-00001", "CN-00012"), exactly, or undefined: the one
 * form a link or an address carries, so each document has one address.
 */
export function parseDocumentNumber(
  text: string,
): { series: DocumentSeries; sequence: number } | undefined {
  const match = /^(INV|CN)-(\d{5,12})$/.exec(text);
  if (!match) return undefined;
  const series: DocumentSeries = match[1] === 'INV' ? 'invoice' : 'credit-note';
  const sequence = Number(match[2]);
  if (!Number.isSafeInteger(sequence) || sequence < 1) return undefined;
  return documentNumber(series, sequence) === text ? { series, sequence } : undefined;
}
