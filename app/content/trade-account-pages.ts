/**
 * Trade Account, Sign Up and Log In (PRODUCT.md "The buyer's own page"). None of them
 * creates an account: each leads to "Your quotes and orders", where a buyer types the
 * e-mail address our sales team quotes and is sent a link to every quote, order and
 * invoice for it. No passwords, nothing to sign up for. Trade terms are agreed with the
 * sales team by phone or email and priced into each quote they send.
 */
import { enquiryHref, type Enquiry } from '../catalogue/enquiry';
import type { PageCopy } from './catalogue-pages';
import type { ActionLink, DocumentSection } from './info-pages';
import { list, paragraph, steps } from './info-pages';
import { site } from './site';

export type TradePage = PageCopy & {
  /** What is particular to this page, shown after "Your quotes and orders". */
  sections: readonly DocumentSection[];
  /** The sentence under "Your quotes and orders", in this page's words. */
  accountLead: string;
};

export const tradeEnquiry: Enquiry = {
  subject: 'trade',
  message:
    'I would like to open a trade account.\nBusiness name: \nShop address: \nWhat we expect to buy: ',
};

export const tradeApplicationLink: ActionLink = {
  label: 'Start a trade account application',
  href: enquiryHref(tradeEnquiry),
};

/**
 * The form that asks for a link to the buyer's own page: a plain post to the server, so it
 * works before (and without) JavaScript. The server answers in the same words whether or
 * not it knows the address.
 */
export const accountLinkForm = {
  heading: 'Your quotes and orders',
  action: '/account/link',
  field: { name: 'email', label: 'Email address' },
  hint: 'The address our sales team sends your quotes to.',
  button: 'Email me a link',
  /** For a buyer whose browser is still signed in (30 days): straight to the page. */
  signedIn: {
    text: 'Signed in on this browser already?',
    link: 'Open your quotes and orders',
    href: '/account',
  },
  /** What the link does, said under the form. */
  details:
    'The link works once, within 30 minutes, and keeps this browser signed in for 30 days. There is no password, and nothing to sign up for.',
} as const;

/** The number kept on one line inside running text. */
const phone = site.phone.display.replace(/ /g, '\u00a0');

const tradeManager = site.leadership.find((person) => person.role === 'Trade Sales Manager');

export const tradeBenefits = [
  'Prices agreed with you for the products you buy regularly, written into every quote we send you',
  'A deposit to suit the work, or none, set on each quote before you accept it',
  `One contact for quotes, orders and deliveries${tradeManager ? `: our Trade Sales Manager, ${tradeManager.name}, and the sales team` : ''}`,
  'Every quote, order and invoice we send you on one page, by a link we email you',
  'The same again from any past order or quote: added to your basket at today’s prices, or sent to us for a new quote',
] as const;

export const applicationSteps = [
  `Call the sales team on ${phone} or email ${site.email}. You can also start from our contact page, which opens with a trade-account message ready to complete.`,
  'We talk through what you buy and how often, and confirm the details we need.',
  'We agree your prices and how you pay (the deposit, if any, and when our invoices are due) and confirm them to you by email.',
  'From then on, send your basket as a quote request or call or email us: each quote we send you is priced on the terms we agreed, and you accept it online with your purchase order number.',
] as const;

export const detailsToHaveReady = [
  'Your business name and trading address',
  'Your company registration number, or the names of the partners or sole trader',
  'Your VAT number, if you are VAT registered',
  'A contact name, phone number and email address for orders and invoices',
  'Delivery addresses, if different from the trading address',
  'What you expect to buy, and roughly how often',
] as const;

const noPasswords = paragraph(
  'There are no passwords on this website and no accounts to open online: your quotes, orders and invoices are a link away, by email, at the address our sales team quotes.',
);

/** How a quote works on the site, without an account: on the trade account and sign-up pages. */
const quotesWithoutAccount: DocumentSection = {
  heading: 'How a quote becomes an order',
  blocks: [
    steps(
      'Build a basket and press Proceed to Checkout: your basket goes to our sales team as a quote request, with a note if you want to add one.',
      'Within one working day the sales team answers with a priced quote, sent to you as a private link: every line ex VAT, the VAT and the total.',
      'Accept the quote online from that link with your name and your purchase order number, or ask for changes. We email you a copy of what you accepted, and the same link then follows your order.',
      'Nothing is paid online: we email you VAT invoices, for a deposit when the quote asks one and when your order is ready.',
    ),
  ],
};

export const tradeAccountPage: TradePage = {
  heading: 'Trade Accounts',
  intro:
    'For shop owners, contractors and shop fitters who buy from us regularly. Prices and payment terms are agreed with our sales team in Glasgow, by phone or email.',
  description: `Trade accounts at ${site.name}: prices and payment terms agreed with our Glasgow sales team, and your quotes, orders and invoices by an emailed link. No passwords.`,
  accountLead:
    'Already buying from us? We email you a link to every quote, order and invoice we have sent you.',
  sections: [
    {
      heading: 'How trade accounts work',
      blocks: [
        paragraph(
          'Trade terms are agreed by a person, not a web form. Our sales team agrees prices and payment terms with each business, so your terms fit what you actually buy, and prices each quote it sends you on them.',
        ),
        noPasswords,
      ],
    },
    quotesWithoutAccount,
  ],
};

export const signUpPage: TradePage = {
  heading: 'Sign Up',
  intro:
    'There is nothing to sign up for and no password to choose: browse, fill a basket, request a quote and accept it online as you are.',
  description: `Nothing to sign up for at ${site.name}: request a quote from your basket, accept it online, and see your quotes and orders by an emailed link.`,
  accountLead:
    'Had a quote from us? We email you a link to every quote, order and invoice we have sent you.',
  sections: [
    {
      heading: 'What you can do without signing up',
      blocks: [
        list(
          'Browse the whole catalogue and choose sizes, colours and options',
          'Keep a basket: it stays in your own browser, even after you close the tab',
          'Turn your basket into a quote request with Proceed to Checkout',
          'Accept the priced quote the sales team sends you online, with your purchase order number',
          'See every quote, order and invoice we have sent you, by a link to your email address',
          'Ask for a site survey or a consultation about any of our services',
        ),
      ],
    },
    quotesWithoutAccount,
  ],
};

export const logInPage: TradePage = {
  heading: 'Log In',
  intro: 'No password here: we email you a link instead.',
  description: `See your quotes, orders and invoices from ${site.name} by a link to your email address. No password.`,
  accountLead:
    'Type the address our sales team sends your quotes to, and we email you a link to every quote, order and invoice we have sent you.',
  sections: [
    {
      heading: 'Already a trade customer?',
      blocks: [
        steps(
          `Send your basket as a quote request with your business name in the note, or call us on ${phone} or email ${site.email}.`,
          'We send you a priced quote as a link, on the terms we agreed with you, with stock and the delivery or collection date.',
          'You accept it online with your purchase order number, or ask us for changes.',
        ),
      ],
    },
    {
      heading: 'Your basket',
      blocks: [
        paragraph(
          'Your basket is kept in this browser, so it is still there when you come back. It reaches us when you send it as a quote request; once we have sent you a quote for it, it is on your quotes and orders page with the rest.',
        ),
      ],
    },
  ],
};
