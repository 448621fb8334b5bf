/**
 * The words of the contact and site-survey pages. The business facts (phone, hours,
 * address) come from the site configuration; the FAQ states the claims of SPEC.md
 * section 9 and PRODUCT.md, in pounds.
 */
import type { PageCopy, TextLink } from './catalogue-pages';
import { site } from './site';

export const contactPage: PageCopy = {
  heading: 'Contact Us',
  intro:
    'Ask for a quote, check stock, or talk through a new shop fit with our Glasgow sales team. Send us a message, call, or visit the showroom.',
  description: `Contact ${site.name}: send a message or call ${site.phone.display} for quotes, stock and shop-fitting advice. Showroom in Glasgow, open Monday to Saturday.`,
};

export const siteSurveyPage: PageCopy = {
  heading: 'Request a Site Survey',
  intro:
    'Before we quote for a fascia sign, a projecting sign or a full fit-out, a surveyor visits your shop to measure up, check the wall and the power supply, and note anything planning will ask about.',
  description: `Book a site survey with ${site.name}: a surveyor measures your shop front or unit for signage, shelving, ceilings or a full fit-out, anywhere in Scotland.`,
};

export const quoteRequestPage: PageCopy = {
  heading: 'Request a quote',
  intro:
    'Check your basket, tell us how to reach you and send it: our sales team replies within one working day with a priced quote. Nothing is charged now.',
  description: `Send your ${site.name} basket as a quote request: the sales team prices it, confirms stock and delivery or collection, and replies within one working day.`,
};

/** The text ends with "call us on", and the panel adds the phone number as a link. */
export type ThankYouCopy = { heading: string; text: string; again: string; record: string };

export const contactThanks: ThankYouCopy = {
  heading: 'Thank you for your message',
  text: 'Our sales team has your message and replies within one working day. If it is urgent, call us on',
  again: 'Send Another Message',
  record: 'message',
};

export const quoteThanks: ThankYouCopy = {
  heading: 'Thank you for your quote request',
  text: 'Our sales team has your request and replies within one working day with a priced quote, sent as a link you can accept online. If it is urgent, call us on',
  again: 'Continue shopping',
  record: 'quote request',
};

export const siteSurveyThanks: ThankYouCopy = {
  heading: 'Thank you for your request',
  text: 'Our survey team has your request and phones you within one working day to agree a time. If it is urgent, call us on',
  again: 'Send Another Request',
  record: 'request',
};

export const surveyWorkTypes = [
  { value: 'fascia-signage', label: 'Fascia signage' },
  { value: 'projecting-sign', label: 'Projecting sign' },
  { value: 'shop-fit-out', label: 'Shop fit-out' },
  { value: 'shelving', label: 'Shelving' },
  { value: 'suspended-ceiling', label: 'Suspended ceiling' },
  { value: 'other', label: 'Other' },
] as const;

/** What happens after a survey request, in the order it happens. */
export const surveySteps: readonly { title: string; text: string }[] = [
  {
    title: 'We call you',
    text: 'A surveyor phones to agree a time, usually within the week, before or after trading hours if you prefer.',
  },
  {
    title: 'We visit and measure',
    text: 'About an hour on site: measurements, photographs, the fixing surface, power for lit signs and access for fitting.',
  },
  {
    title: 'You get a written quote',
    text: 'A fixed price with drawings or a visual of the sign, so you know what you are buying before you commit.',
  },
];

/** What happens after a basket's quote request, in the order it happens. */
export const quoteSteps: readonly { title: string; text: string }[] = [
  {
    title: 'We price your basket',
    text: 'Our sales team checks stock, lead times and delivery or collection, and adds fitting or delivery if you ask for it.',
  },
  {
    title: 'You get your quote',
    text: 'Within one working day: a priced quote, every line ex VAT with the VAT and total, sent to you as a private link.',
  },
  {
    title: 'You accept it online',
    text: 'Accept it on its page with your name and a purchase order number, or ask for changes. No account is needed.',
  },
];

export type Faq = { question: string; answer: string; link?: TextLink };

export const contactFaqs: readonly Faq[] = [
  {
    question: 'How long does delivery take?',
    answer:
      'Standard shipping takes 5-7 business days to mainland UK addresses. Items made to order, such as display cabinets, show their own lead time on the product page.',
  },
  {
    question: 'Is delivery free?',
    answer:
      'Delivery is free on orders over £1,000. For smaller orders the sales team confirms any delivery charge with your quote, before you pay anything.',
  },
  {
    question: 'What is your returns policy?',
    answer:
      'We offer a 30-day return policy. If something is not right, tell us within 30 days of delivery or collection and we will arrange the return. Items should be unused and in their original packaging.',
  },
  {
    question: 'Can ceiling grid and tiles be delivered?',
    answer:
      'Ceiling products are collected from our Glasgow warehouse. We pick your order in advance and have it ready to load; bring a van long enough for 3.6 m main runners.',
  },
  {
    question: 'What warranty do you give?',
    answer:
      'Signs carry a 5-year warranty (2 years on electrical parts), suspended ceilings 10 years and light boxes 2 years.',
  },
  {
    question: 'Do you measure up and fit as well?',
    answer:
      'Yes. Our own teams survey, install signs and fit out shops across Scotland. A site survey is the first step for any sign or fit-out.',
    link: { label: 'Request a site survey', href: '/site-survey-request' },
  },
];
