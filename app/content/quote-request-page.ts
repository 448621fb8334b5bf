/** The words of the quote request's page (/cart/quote). */
import type { PageCopy } from './catalogue-pages';
import { site } from './site';

export const quoteRequestPage: PageCopy = {
  heading: 'Request a quote',
  intro:
    'Check your basket, tell us how to reach you and send it: our sales team replies within one working day with a priced quote. Nothing is charged now.',
  description: `Send your ${site.name} basket as a quote request: the sales team prices it, confirms stock and delivery or collection, and replies within one working day.`,
};

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
