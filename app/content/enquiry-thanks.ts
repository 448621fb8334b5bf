/**
 * What each enquiry form says once it is sent. Not in the pages' words (contact-page.ts,
 * site-survey-page.ts, quote-request-page.ts): only a sent form shows them, so they load
 * with the thank-you panel, as the visitor starts on a form (docs/decisions/040).
 */

/** The text ends with "call us on", and the panel adds the phone number as a link. */
export type ThankYouCopy = { heading: string; text: string; again: string; record: string };

/** By the form's name (app/features/contact/submit-code.ts). */
export const enquiryThanks: Record<'contact' | 'quoteRequest' | 'siteSurvey', ThankYouCopy> = {
  contact: {
    heading: 'Thank you for your message',
    text: 'Our sales team has your message and replies within one working day. If it is urgent, call us on',
    again: 'Send Another Message',
    record: 'message',
  },
  quoteRequest: {
    heading: 'Thank you for your quote request',
    text: 'Our sales team has your request and replies within one working day with a priced quote, sent as a link you can accept online. If it is urgent, call us on',
    again: 'Continue shopping',
    record: 'quote request',
  },
  siteSurvey: {
    heading: 'Thank you for your request',
    text: 'Our survey team has your request and phones you within one working day to agree a time. If it is urgent, call us on',
    again: 'Send Another Request',
    record: 'request',
  },
};
