/**
 * The privacy notice. It describes what the site really does: keep the basket in the
 * visitor's own browser, send nothing from its forms, set no cookies. If that changes,
 * this text must change with it.
 */
import { list, paragraph, type LegalDocument } from './info-pages';
import { site } from './site';

/** Where the basket lives in the browser; the browser journeys check it against the store. */
export const BASKET_STORAGE_KEY = 'clydeside-basket:v1';

export const privacyPage: LegalDocument = {
  heading: 'Privacy Policy',
  intro: `How ${site.name} handles personal information under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018: what this website stores and sends, and what we keep when you phone or e-mail us.`,
  description: `What ${site.name}'s website stores and sends (no cookies, no analytics, the basket stays in your browser), what we keep when you contact us, and your rights under UK GDPR.`,
  lastUpdated: '22 November 2026',
  sections: [
    {
      heading: 'Who we are',
      blocks: [
        paragraph(
          `${site.name} is the controller of the personal information this notice describes. If you have a question about it, or want to use any of your rights, contact us:`,
        ),
        { kind: 'contact' },
      ],
    },
    {
      heading: 'The short version',
      blocks: [
        list(
          'This website sets no cookies, uses no analytics or tracking and loads no scripts from other companies.',
          'Your basket is kept only in your own browser. It is never sent to us or to anyone else.',
          'The contact form and the site survey request form send nothing: what you type in them does not reach us.',
          'We hold personal information only when you phone, e-mail or message us, or place an order with us.',
        ),
      ],
    },
    {
      heading: 'Your basket',
      blocks: [
        paragraph(
          `When you add something to your basket, the website saves the basket in your browser's local storage under the key "${BASKET_STORAGE_KEY}", so it is still there after a reload or when you come back another day. It holds the products, the options you chose and the quantities: nothing that identifies you.`,
        ),
        paragraph(
          "The basket is never sent to us or to anyone else. It stays on your device until you remove the items or clear this site's data in your browser's settings. Other tabs of this site in the same browser read the same basket, which is how it stays the same in each.",
        ),
        paragraph(
          'Because the basket only does what you ask of it, it is strictly necessary storage and needs no consent under the Privacy and Electronic Communications Regulations (PECR).',
        ),
      ],
    },
    {
      heading: 'The contact and site survey forms',
      blocks: [
        paragraph(
          'The forms on this website check what you have typed and then show a thank-you message, but they do not send your message to us or to anyone else, and they do not store it. To reach our sales team, phone or e-mail us.',
        ),
        paragraph(
          'Links such as Request Quote and Request Consultation open the contact form with a message already written. That message travels in the page address (after the question mark), so your browser may keep it in its history like any other address you visit.',
        ),
      ],
    },
    {
      heading: 'Cookies, analytics and other companies',
      blocks: [
        paragraph(
          'This website sets no cookies. It has no analytics or visitor tracking, no advertising and no social media plug-ins. Every script, image and font it uses comes from the site itself.',
        ),
        paragraph(
          'To send you a page, the server hosting this website necessarily receives your IP address and the address of the page. We do not keep a log of these requests and do not use them to identify anyone.',
        ),
        paragraph(
          'Our links to Facebook, Instagram, LinkedIn and WhatsApp take you to those companies’ own services, where their privacy policies apply.',
        ),
      ],
    },
    {
      heading: 'When you phone, e-mail or message us',
      blocks: [
        paragraph('When you contact us or place an order, we keep:'),
        list(
          'your name and the name of your business',
          'your phone number, e-mail address, shop address and delivery address',
          'what you asked for: your enquiry, the quotes we send and the orders you place',
          'for a site survey, the measurements and photographs we take of your premises',
        ),
        paragraph('We do not record phone calls. We use this information only:'),
        list(
          'to answer your enquiry and prepare a quote, because you asked us to before entering a contract (UK GDPR Article 6(1)(b)), or, for a general question, because we have a legitimate interest in replying (Article 6(1)(f))',
          'to deliver, install and support what you order, and to run a trade account, because that is our contract with you (Article 6(1)(b))',
          'to keep accounting and tax records, because the law requires it (Article 6(1)(c))',
        ),
        paragraph(
          'We do not send you marketing unless you ask us to, and we never sell or rent your details.',
        ),
      ],
    },
    {
      heading: 'Who we share it with',
      blocks: [
        list(
          'The carrier delivering a pallet order receives the delivery address, a contact name and a phone number.',
          'Our accountants and HM Revenue & Customs see invoices and the records tax law requires.',
          'The companies that host our e-mail and business records store them for us, under contract and on our instructions.',
          'If you message us on WhatsApp, WhatsApp processes that message under its own terms.',
        ),
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        list(
          'Enquiries and quotes that do not lead to an order: up to two years, so we can answer follow-up questions, then deleted.',
          'Orders, invoices and the correspondence about them: six years after the end of the financial year they belong to, as tax law requires.',
          'Warranty records: for as long as the warranty runs.',
          'Trade account details: while the account is open, then six years after it closes.',
        ),
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        paragraph('Under UK GDPR you have the right to:'),
        list(
          'ask for a copy of the personal information we hold about you',
          'have anything inaccurate corrected',
          'have your information deleted where we no longer need to keep it',
          'ask us to restrict how we use it, or object to our using it',
          'receive information you gave us in a format you can pass to someone else',
        ),
        paragraph(
          'To use any of these rights, phone or e-mail us. There is no charge, and we reply within one month.',
        ),
      ],
    },
    {
      heading: 'Complaints',
      blocks: [
        paragraph(
          'If you are unhappy with how we have handled your information, please tell us first so we can put it right. You also have the right to complain to the Information Commissioner’s Office (ICO), the UK’s data protection regulator, online or on its helpline, 0303 123 1113.',
        ),
        {
          kind: 'link',
          label: 'Make a complaint to the ICO',
          href: 'https://ico.org.uk/make-a-complaint/',
        },
      ],
    },
    {
      heading: 'Changes to this notice',
      blocks: [
        paragraph(
          'If what this website stores or sends ever changes, we will update this notice before the change goes live, and the date at the top of the page will change with it.',
        ),
      ],
    },
  ],
};
