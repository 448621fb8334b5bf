/**
 * Trade account, sign up and log in. There are no online accounts (PRODUCT.md): each
 * page says so plainly, says how quotes are requested, answered and accepted on the site
 * without one, and explains how a trade account is opened with the sales team.
 */
import { enquiryHref, type Enquiry } from '../catalogue/enquiry';
import type { PageCopy } from './catalogue-pages';
import type { ActionLink, DocumentSection } from './info-pages';
import { list, paragraph, steps } from './info-pages';
import { site } from './site';

export type TradePage = PageCopy & {
  /** What is particular to this page, shown before the shared account details. */
  sections: readonly DocumentSection[];
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

/** The number kept on one line inside running text. */
const phone = site.phone.display.replace(/ /g, '\u00a0');

const tradeManager = site.leadership.find((person) => person.role === 'Trade Sales Manager');

export const tradeBenefits = [
  'Trade prices agreed with you for the products you buy regularly',
  'Payment on account by monthly invoice, once your account is approved',
  `One contact for quotes, orders and deliveries${tradeManager ? `: our Trade Sales Manager, ${tradeManager.name}, and the sales team` : ''}`,
  'Your quotes, layouts and sign artwork kept on file, so a repeat order is one phone call',
  'Collection slots booked at our Glasgow warehouse, with your order picked and ready',
] as const;

export const applicationSteps = [
  `Call the sales team on ${phone} or email ${site.email}. You can also start from our contact page, which opens with a trade-account message ready to complete.`,
  'We talk through what you buy and how often, and confirm the details we need.',
  'We check the details, agree your prices and payment terms, and send your account details by email.',
  'From then on you order by phone, by email or with a quote request from your basket, quoting your account name.',
] as const;

export const detailsToHaveReady = [
  'Your business name and trading address',
  'Your company registration number, or the names of the partners or sole trader',
  'Your VAT number, if you are VAT registered',
  'A contact name, phone number and email address for orders and invoices',
  'Delivery addresses, if different from the trading address',
  'What you expect to buy, and roughly how often',
] as const;

const noOnlineAccounts = paragraph(
  'This website has no online accounts and no passwords, and you need none to buy from us: quotes are requested, answered and accepted on the site without an account.',
);

/** How a quote works on the site, without an account: on the trade account and sign-up pages. */
const quotesWithoutAccount: DocumentSection = {
  heading: 'Quotes without an account',
  blocks: [
    steps(
      'Build a basket and press Proceed to Checkout: your basket goes to our sales team as a quote request, with a note if you want to add one.',
      'Within one working day the sales team answers with a priced quote, sent to you as a private link: every line ex VAT, the VAT and the total.',
      'Accept the quote online from that link with your name and your purchase order number, or ask for changes. Nothing is paid online: we email you VAT invoices, for a deposit when the quote asks one and when your order is ready.',
    ),
  ],
};

export const tradeAccountPage: TradePage = {
  heading: 'Trade Accounts',
  intro:
    'For shop owners, contractors and shop fitters who buy from us regularly. A trade account is opened and run by our sales team in Glasgow, by phone and email.',
  description: `Open a trade account with ${site.name}: trade prices, payment on account and one contact for quotes, orders and deliveries. Apply by phone or email.`,
  sections: [
    {
      heading: 'How trade accounts work',
      blocks: [
        paragraph(
          'Trade accounts are set up by a person, not a web form. Our sales team agrees prices and payment terms with each business, so your account fits what you actually buy.',
        ),
        noOnlineAccounts,
      ],
    },
    quotesWithoutAccount,
  ],
};

export const signUpPage: TradePage = {
  heading: 'Sign Up',
  intro:
    'There is no online sign-up, and you do not need one: you can browse, fill a basket, request a quote and accept it online without an account. Businesses that buy from us regularly open a trade account with our sales team.',
  description: `There is no online sign-up at ${site.name}: open a trade account with our Glasgow sales team by phone or email.`,
  sections: [
    {
      heading: 'What you can do without an account',
      blocks: [
        list(
          'Browse the whole catalogue and choose sizes, colours and options',
          'Keep a basket: it stays in your own browser, even after you close the tab',
          'Turn your basket into a quote request with Proceed to Checkout',
          'Accept the priced quote the sales team sends you online, with your purchase order number',
          'Ask for a site survey or a consultation about any of our services',
        ),
      ],
    },
    quotesWithoutAccount,
  ],
};

export const logInPage: TradePage = {
  heading: 'Log In',
  intro:
    "This website has no customer log-in and no passwords, and you need none: quotes are requested, answered and accepted on the site without an account. Our sales team holds trade customers' account details, prices and past orders.",
  description: `${site.name} has no online log-in: request a quote from your basket and accept it online, or order by phone or email with our sales team.`,
  sections: [
    {
      heading: 'Already a trade customer?',
      blocks: [
        steps(
          `Send your basket as a quote request with your account name in the note, or call us on ${phone} or email ${site.email}.`,
          'We send you a priced quote as a link, with stock and the delivery or collection date.',
          'You accept it online with your purchase order number, or ask us for changes.',
        ),
      ],
    },
    {
      heading: 'Your basket without an account',
      blocks: [
        paragraph(
          'Your basket is kept in this browser, so it is still there when you come back. It is not linked to an account: it reaches us when you send it as a quote request, and the confirmation page you then get, at its own private address, is your record of it.',
        ),
      ],
    },
  ],
};
