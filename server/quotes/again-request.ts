import { MAX_MESSAGE_LENGTH } from '../../app/catalogue/enquiry';
import { findProduct } from '../../app/catalogue/registry';
import { priceQuote } from '../../app/enquiries/quote';
import { quoteReference } from '../../app/catalogue/references';
import type { Again } from '../sales/reorder';
import type { NewEnquiry } from '../store/enquiries';
import type { EnquiryRow } from '../store/schema';
import { WHY_NOT_ADDED } from './pages/buy-again';

/**
 * "Ask for a new quote" from a quote's or an order's page: a new quote request for the sales
 * team, as the basket's would be, holding the catalogue lines that can be bought again (priced
 * from the catalogue today), every other line listed in its message, and the contact details
 * of the enquiry it came from. Its idempotency key is the route's to add.
 */
export function againRequest(
  from: Pick<EnquiryRow, 'name' | 'email' | 'phone' | 'company' | 'reference'>,
  { document, version, again }: { document: 'order' | 'quote'; version: number; again: Again },
): Omit<NewEnquiry, 'idempotency_key'> {
  const priced = priceQuote(
    again.basket.map(({ productId, options, quantity }) => ({ productId, options, quantity })),
    findProduct,
  );
  const hasLines = priced.lines.length > 0;
  return {
    kind: 'quote',
    spam: 0,
    name: from.name,
    email: from.email,
    phone: from.phone,
    company: from.company,
    subject: 'quote',
    message: againMessage(
      document === 'order'
        ? `order ${from.reference}`
        : `quote ${quoteReference(from.reference, version)}`,
      again,
    ),
    details: JSON.stringify({}),
    lines: hasLines ? JSON.stringify(priced.lines) : null,
    total_pence: hasLines ? priced.totals.incVat : null,
  };
}

/** The request in the buyer's words, with the lines the shop cannot price listed; never too long. */
export function againMessage(what: string, again: Again): string {
  const opening = `Please quote again for the lines of ${what}.`;
  if (again.notAdded.length === 0) return opening;
  const intro = `${opening}\nAlso on it, not in the online shop today:`;
  const items = again.notAdded.map(
    (line) => `- ${line.quantity} x ${line.description}: ${WHY_NOT_ADDED[line.reason]}.`,
  );
  let message = intro;
  for (const [at, item] of items.entries()) {
    const rest = items.length - at;
    const more = `\n- and ${rest} more line${rest === 1 ? '' : 's'}: see ${what}.`;
    if (message.length + 1 + item.length + (rest > 1 ? more.length : 0) > MAX_MESSAGE_LENGTH) {
      return message + more;
    }
    message += `\n${item}`;
  }
  return message;
}
