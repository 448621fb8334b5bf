/**
 * Trade account, sign up and log in. There are no online accounts (PRODUCT.md): each
 * page says so plainly and explains how a trade account is opened with the sales team.
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
  'From then on you order by phone or email, quoting your account name.',
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
  'This website has no online accounts and no passwords. You can browse, build a basket and ask for a quote without signing up: your basket is kept in your own browser.',
);

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
  ],
};

export const signUpPage: TradePage = {
  heading: 'Sign Up',
  intro:
    'There is no online sign-up. You do not need an account to browse, fill a basket or ask for a quote. Businesses that buy from us regularly open a trade account with our sales team instead.',
  description: `There is no online sign-up at ${site.name}: open a trade account with our Glasgow sales team by phone or email.`,
  sections: [
    {
      heading: 'What you can do without an account',
      blocks: [
        list(
          'Browse the whole catalogue and choose sizes, colours and options',
          'Keep a basket: it stays in your own browser, even after you close the tab',
          'Turn your basket into a quote request with Proceed to Checkout',
          'Ask for a site survey or a consultation about any of our services',
        ),
      ],
    },
  ],
};

export const logInPage: TradePage = {
  heading: 'Log In',
  intro:
    'This website has no customer log-in and no passwords. Trade customers order through our sales team, who hold your account details, prices and past orders.',
  description: `${site.name} has no online log-in: trade customers order by phone or email with our sales team. How to order and how to open a trade account.`,
  sections: [
    {
      heading: 'Already a trade customer?',
      blocks: [
        steps(
          'Build a basket on the website if it helps, or make a list of what you need.',
          `Call us on ${phone} or email ${site.email}, quoting your account name.`,
          'We confirm the prices, stock and delivery or collection date by email.',
        ),
      ],
    },
    {
      heading: 'Your basket without an account',
      blocks: [
        paragraph(
          'Your basket is kept in this browser, so it is still there when you come back. It is not linked to an account, and the website never sends it anywhere.',
        ),
      ],
    },
  ],
};
