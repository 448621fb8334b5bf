import {
  VAT_RATE_PERCENT,
  formatPrice,
  priceIn,
  vatBreakdown,
  type Pence,
  type PriceMode,
} from './money';

/**
 * Every Request Quote, Request Consultation, Contact Sales Team and Proceed to Checkout
 * control opens the contact form prefilled through these helpers, and the contact page
 * reads the same query back with `readEnquiry`, so the two cannot drift apart.
 */

export const enquirySubjects = [
  { value: 'quote', label: 'Request a quote' },
  { value: 'product', label: 'Product information' },
  { value: 'services', label: 'Services and consultation' },
  { value: 'site-survey', label: 'Site survey' },
  { value: 'trade', label: 'Trade account' },
  { value: 'general', label: 'General enquiry' },
] as const;

export type EnquirySubject = (typeof enquirySubjects)[number]['value'];

export type Enquiry = { subject: EnquirySubject; message: string };

export const MAX_MESSAGE_LENGTH = 3000;

/** `withBasket`: the basket's lines go with the message as a quote (Proceed to Checkout). */
export function enquiryHref({ subject, message }: Enquiry, { withBasket = false } = {}): string {
  const query = new URLSearchParams({ subject, message });
  if (withBasket) query.set('basket', '1');
  return `/contact?${query.toString()}`;
}

/** A chosen option in words, as the visitor saw it: "Width: 1200mm". */
export type ChosenOption = { group: string; value: string };

function describeOptions(options: readonly ChosenOption[]): string {
  return options.map(({ group, value }) => `${group}: ${value}`).join(', ');
}

export function productEnquiry(
  product: { name: string },
  options: readonly ChosenOption[] = [],
  quantity?: number,
): Enquiry {
  const lines = [`I would like a quote for the ${product.name}.`];
  if (options.length > 0) lines.push(`Options: ${describeOptions(options)}.`);
  if (quantity !== undefined && quantity > 0) lines.push(`Quantity: ${quantity}.`);
  lines.push('Please let me know the price, availability and delivery to my postcode.');
  return { subject: 'quote', message: lines.join('\n') };
}

export function serviceEnquiry(service: { name: string }): Enquiry {
  return {
    subject: 'services',
    message: `I would like to arrange a consultation about your ${service.name} service.\nMy shop is in: `,
  };
}

export type EnquiryLine = {
  name: string;
  options: readonly ChosenOption[];
  quantity: number;
  lineTotal: Pence;
};

/**
 * The message a basket's quote request opens with: each line at the price the visitor sees
 * (inc or ex VAT, said), then the three totals every quote gives (PRODUCT.md "Prices and
 * VAT").
 */
export function basketEnquiry(
  lines: readonly EnquiryLine[],
  total: Pence,
  mode: PriceMode = 'inc',
): Enquiry {
  const vat = `${mode} VAT`;
  const items = lines.map((line) => {
    const options = line.options.length > 0 ? ` (${describeOptions(line.options)})` : '';
    const amount = formatPrice(priceIn(mode, line.lineTotal));
    return `- ${line.quantity} x ${line.name}${options}: ${amount} ${vat}`;
  });
  const totals = vatBreakdown(total);
  return {
    subject: 'quote',
    message: [
      'I would like to order the following:',
      ...items,
      `Total ex VAT: ${formatPrice(totals.exVat)}`,
      `VAT (${VAT_RATE_PERCENT}%): ${formatPrice(totals.vat)}`,
      `Total inc VAT: ${formatPrice(totals.incVat)}`,
      'Please confirm availability, delivery or collection, and how to pay.',
    ].join('\n'),
  };
}

/** Reads what `enquiryHref` wrote. Anything unknown or oversized is dropped or cut. */
export function readEnquiry(params: URLSearchParams): Partial<Enquiry> {
  const subject = enquirySubjects.find(({ value }) => value === params.get('subject'))?.value;
  const message = params.get('message')?.slice(0, MAX_MESSAGE_LENGTH);
  return {
    ...(subject ? { subject } : {}),
    ...(message ? { message } : {}),
  };
}
