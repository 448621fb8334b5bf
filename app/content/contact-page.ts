/**
 * The words of the contact page (the site-survey request's are site-survey-page.ts, the
 * quote request's quote-request-page.ts: each page's script carries its own). The business
 * facts (phone, hours, address) come from the site configuration; the FAQ states the claims
 * of SPEC.md section 9 and PRODUCT.md, in pounds.
 */
import type { PageCopy, TextLink } from './catalogue-pages';
import { site } from './site';

export const contactPage: PageCopy = {
  heading: 'Contact Us',
  intro:
    'Ask for a quote, check stock, or talk through a new shop fit with our Glasgow sales team. Send us a message, call, or visit the showroom.',
  description: `Contact ${site.name}: send a message or call ${site.phone.display} for quotes, stock and shop-fitting advice. Showroom in Glasgow, open Monday to Saturday.`,
};

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
