// @ts-check
/**
 * An enquiry in words, for the email and the confirmation page alike: which form, its
 * subject, its answers, and a quote's priced lines.
 *
 * @typedef {import('../store/schema.js').EnquiryRow} EnquiryRow
 * @typedef {typeof import('../../app/enquiries/server')} Domain
 * @typedef {{ name: string; href: string; options: { group: string; value: string }[]; quantity: number; unitPrice: number; lineTotal: number }} StoredLine
 */

/** @param {EnquiryRow} enquiry */
export function kindLabel(enquiry) {
  return { contact: 'Message', 'site-survey': 'Site survey request', quote: 'Quote request' }[
    enquiry.kind
  ];
}

/**
 * The answers as label and value, in the order the form asks them; empty answers left out.
 * @param {Domain} domain @param {EnquiryRow} enquiry
 * @returns {[string, string][]}
 */
export function answers(domain, enquiry) {
  /** @type {Record<string, string>} */
  const details = safeJson(enquiry.details, {});
  const subject = domain.enquirySubjects.find(({ value }) => value === enquiry.subject)?.label;
  const workType = domain.surveyWorkTypes.find(({ value }) => value === details.workType)?.label;
  /** @type {[string, string | undefined][]} */
  const rows = [
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
  return /** @type {[string, string][]} */ (rows.filter(([, value]) => value));
}

/** @param {EnquiryRow} enquiry @returns {StoredLine[]} */
export function storedLines(enquiry) {
  const lines = enquiry.lines ? safeJson(enquiry.lines, []) : [];
  return Array.isArray(lines) ? lines : [];
}

/**
 * @template T
 * @param {string} text @param {T} fallback
 * @returns {any}
 */
function safeJson(text, fallback) {
  try {
    return JSON.parse(text) ?? fallback;
  } catch {
    return fallback;
  }
}

/** "24 November 2026, 14:05" in the shop's own time zone. */
/** @param {string} iso */
export function formatDate(iso) {
  return new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/London',
  }).format(new Date(iso));
}
