import { site } from '../../app/content/site';
import { UnreadableDocument } from '../store/documents';

/**
 * What a customer's page says when the server fails it (the quote pages and their PDFs, the
 * buyer's page, an enquiry's confirmation): `doing` is what could not be done ("show this
 * page"). A stored document that cannot be read (store/documents.ts) will not be read on the
 * next try either (`lasting`): the customer is not sent round again, but to the phone, while
 * the team restores the record.
 */
export function failureWords(
  error: unknown,
  doing: string,
): { status: number; text: string; lasting: boolean } {
  if (error instanceof UnreadableDocument) {
    return {
      status: 500,
      lasting: true,
      text: `One of our records cannot be read, so we cannot ${doing}. Trying again will not help: please call us on ${site.phone.display} and we will put it right.`,
    };
  }
  return {
    status: 503,
    lasting: false,
    text: `Our server could not ${doing} just now. Please try again in a moment, or call us on ${site.phone.display}.`,
  };
}
