/**
 * Every Request Quote, Request Consultation and Contact Sales Team control opens the
 * contact form prefilled through these helpers, and the contact page reads the same query
 * back with `readEnquiry`, so the two cannot drift apart.
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

/** Proceed to Checkout is not one of them: the basket has its own quote request, /cart/quote. */
export function enquiryHref({ subject, message }: Enquiry): string {
  return `/contact?${new URLSearchParams({ subject, message }).toString()}`;
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

/** Reads what `enquiryHref` wrote. Anything unknown or oversized is dropped or cut. */
export function readEnquiry(params: URLSearchParams): Partial<Enquiry> {
  const subject = enquirySubjects.find(({ value }) => value === params.get('subject'))?.value;
  const message = params.get('message')?.slice(0, MAX_MESSAGE_LENGTH);
  return {
    ...(subject ? { subject } : {}),
    ...(message ? { message } : {}),
  };
}
