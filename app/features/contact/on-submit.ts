/**
 * What a form needs only once it is used: the checks (the schemas shared with the server
 * and the valibot functions they run), the send, and the thanks. Loaded by
 * submit-code.ts when the visitor first works in a form, and awaited by its action, so
 * none of it is in a page's start-up (docs/decisions/040).
 */
import type { GenericSchema } from 'valibot';
import { contactFields, quoteRequestFields, siteSurveyFields } from '../../enquiries/schema';

export { enquiryThanks } from '../../content/enquiry-thanks';
export { checkAnswers } from './check-answers';
export { EmptyBasketOffer } from './empty-basket-offer';
export { sendEnquiry } from './send-enquiry';
export { AgainButton, ThankYouPanel, thanksActionClass } from './thank-you-panel';

/** Each form's schema, by the name its hook is given; each gives its answers trimmed. */
export const schemas: Record<
  'contact' | 'quoteRequest' | 'siteSurvey',
  GenericSchema<unknown, Readonly<Record<string, string>>>
> = {
  contact: contactFields,
  quoteRequest: quoteRequestFields,
  siteSurvey: siteSurveyFields,
};
