import { enquirySubjects } from '../../app/catalogue/enquiry';
import { surveyWorkTypes } from '../../app/content/survey-work-types';
import { catalogueRecord } from '../../app/catalogue/money';
import type { QuotedLine } from '../../app/enquiries/quote';
import type { EnquiryRow } from '../store/schema';

/**
 * An enquiry in words, for the confirmation page, the e-mail to the sales team, the staff
 * inbox and its CSV alike: which form, its subject, its answers, and a quote's priced lines.
 * Three rooms read it, so it lives with the other parts their pages share.
 */
export type StoredLine = QuotedLine;

export function kindLabel(enquiry: Pick<EnquiryRow, 'kind'>) {
  return { contact: 'Message', 'site-survey': 'Site survey request', quote: 'Quote request' }[
    enquiry.kind
  ];
}

/** The answers as label and value, in the order the form asks them; empty answers left out. */
export function sentFields(enquiry: EnquiryRow): [string, string][] {
  const details = textRecord(safeJson(enquiry.details));
  const subject = enquirySubjects.find(({ value }) => value === enquiry.subject)?.label;
  const workType = surveyWorkTypes.find(({ value }) => value === details.workType)?.label;
  const rows: [string, string | undefined][] = [
    ['Name', enquiry.name],
    ['Email', enquiry.email],
    ['Phone', enquiry.phone],
    ['Company', enquiry.company],
    ['Subject', subject],
    ['Type of work', workType],
    ['Shop address', details.address],
    ['Postcode', details.postcode],
    ['Preferred days and times', details.preferredTimes],
    ['Message', enquiry.message],
    ['Notes', details.notes],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/** The lines the server priced and stored (the store's own JSON, written by this server). */
export function storedLines(enquiry: Pick<EnquiryRow, 'lines'>): StoredLine[] {
  const lines = enquiry.lines ? safeJson(enquiry.lines) : [];
  return Array.isArray(lines) ? (lines as StoredLine[]) : [];
}

/**
 * A quote request's lines as its confirmation, its e-mail and the staff inbox show them:
 * ex VAT by the rule of record (each unit price ex VAT, each line that x its quantity) and
 * their totals, the very figures a draft quote at catalogue prices gives. Worked out from
 * each stored line's catalogue price, so rows stored before the rule read the same.
 */
export function storedRecord(enquiry: Pick<EnquiryRow, 'lines'>) {
  const lines = storedLines(enquiry);
  const record = catalogueRecord(lines);
  return { lines: record.lines, totals: lines.length > 0 ? record.totals : undefined };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The string values of a JSON object; anything else is left out. */
function textRecord(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
