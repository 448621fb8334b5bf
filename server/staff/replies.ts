import type { FastifyReply } from 'fastify';
import { HIDDEN_CHARACTER } from '../../app/enquiries/fields';
import { sendPage } from '../html/send-page';
import type { Session } from '../store/sessions';
import { messagePage } from './pages/simple-pages';
import { urls } from '../urls';

const HIDDEN = new RegExp(HIDDEN_CHARACTER.source, 'g');

/**
 * A staff page with any hidden character shown as "�": the forms refuse them now, but an
 * answer stored before they did could hold a text-direction override that turns the
 * inbox's text round. Line breaks and tabs stay (HTML reads them as spaces); the pages'
 * own words hold no other.
 */
function withHiddenShown(html: string) {
  return html.replace(HIDDEN, (character) => ('\t\n\r'.includes(character) ? character : '\ufffd'));
}

/** A staff page, sent as every server page is, with any hidden character shown. */
export function sendHtml(reply: FastifyReply, status: number, html: string) {
  return sendPage(reply, status, withHiddenShown(html));
}

export function notFound(reply: FastifyReply, staff: Session) {
  return sendHtml(
    reply,
    404,
    messagePage({
      staff,
      heading: 'No such enquiry',
      text: 'It may have been deleted after 24 months.',
    }),
  );
}

const QUOTE_REFUSALS = {
  erased: ['No quote', 'This enquiry was erased, so it has no quote to prepare or change.'],
  accepted: [
    'Quote accepted',
    'The customer has accepted this quote, so it cannot be changed or revised. For more work, note it here and start from a new enquiry.',
  ],
  'not-withdrawable': [
    'Not withdrawn',
    'Only a sent quote that the customer has not accepted or declined can be withdrawn.',
  ],
} as const;

/** A quote step that cannot be taken now (409), with the way back to its enquiry. */
export function refuseQuote(
  reply: FastifyReply,
  staff: Session,
  enquiryId: string,
  why: keyof typeof QUOTE_REFUSALS,
) {
  const [heading, text] = QUOTE_REFUSALS[why];
  const back = { href: urls.staff.enquiry.href(enquiryId), label: 'Back to the enquiry' };
  return sendHtml(reply, 409, messagePage({ staff, heading, text, back }));
}
