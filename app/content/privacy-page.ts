/**
 * The privacy notice. It describes what the site really does: keep the basket in the
 * visitor's own browser, store and email what its forms send (for 24 months), set no cookie
 * but the one that keeps a buyer signed in to their quotes and orders, and only when they
 * sign in. If that changes, this text must change with it.
 */
import { list, paragraph, type LegalDocument } from './info-pages';
import { site } from './site';

/** Where the basket lives in the browser; the browser journeys check it against the store. */
export const BASKET_STORAGE_KEY = 'clydeside-basket:v1';

export const privacyPage: LegalDocument = {
  heading: 'Privacy Policy',
  intro: `How ${site.name} handles personal information under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018: what this website stores and sends, and what we keep when you phone or email us.`,
  description: `What ${site.name}'s website stores and sends (no tracking cookies, no analytics, the basket stays in your browser, enquiries kept 24 months), what we keep when you contact us, and your rights under UK GDPR.`,
  lastUpdated: '28 November 2026',
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
          'This website sets no cookies unless you sign in to your quotes and orders, uses no analytics or tracking and loads no scripts from other companies.',
          'Your basket is kept only in your own browser. It reaches us only when you send it as a quote request, and is never sent to anyone else.',
          'What you send through the contact, quote and site survey forms reaches our sales team and is kept for 24 months, then deleted automatically.',
          'We hold personal information only when you phone, email or message us, or place an order with us.',
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
          "The basket reaches us only when you send it as a quote request (its products, options and quantities, with the details you give, kept as described below), and is never sent to anyone else. It stays on your device until you remove the items or clear this site's data in your browser's settings. Other tabs of this site in the same browser read the same basket, which is how it stays the same in each.",
        ),
        paragraph(
          'Because the basket only does what you ask of it, it is strictly necessary storage and needs no consent under the Privacy and Electronic Communications Regulations (PECR).',
        ),
      ],
    },
    {
      heading: 'The contact, quote and site survey forms',
      blocks: [
        paragraph(
          'When you send the contact form, a quote request from your basket or the site survey form, our website stores what you typed so that our sales team can answer it: your name, email address, phone number and company if you give them, your message or the survey details, and for a quote the products, options and quantities with the prices on that day. It also records when you sent it. It does not store your IP address with your enquiry.',
        ),
        list(
          'Why: to answer your enquiry and prepare a quote, because you asked us to (UK GDPR Article 6(1)(b)), or, for a general question, because we have a legitimate interest in replying (Article 6(1)(f)).',
          'Who reads it: our sales team, in a staff inbox that only they can sign in to. A copy of each enquiry is emailed to our sales mailbox. The website never emails an address typed into a form on its own: your confirmation page is your record. When our sales team answers with a quote, they may email you the link to it at the address you gave.',
          'Where: on our own server and in our own database, in the United Kingdom, and in our business email.',
          'How long: 24 months from the day you sent it, after which the website deletes it automatically. If your enquiry becomes an order, the order records are kept as described under "How long we keep it".',
        ),
        paragraph(
          'After sending, you get a reference and a confirmation page at a private address that only you have been given; anyone you share that address with can see the page, so treat it like the enquiry itself. While you are writing, the form keeps a draft in your browser’s session storage (never sent to us until you press send), which is deleted once the form is sent or the tab is closed. To stop automated spam, the form has a hidden field that people never see, and our server limits how many enquiries one connection can send in ten minutes; it keeps a count for each IP address (for an IPv6 address, for its network) in our database, apart from any enquiry, and deletes it within six hours of the ten minutes ending. The form only accepts what is sent from this website’s own pages.',
        ),
        paragraph(
          'A quote we send you is at a private link of its own, like your confirmation page. When you accept it we keep the name you give, your purchase order number and the time; when you ask for changes or decline, your message. We also note when the quote was first opened. All of it is kept with your enquiry, read by our sales team only, and deleted with it.',
        ),
        paragraph(
          'To have an enquiry deleted before the 24 months are up, or to see what we hold, phone or email us with your reference: we delete it from the website and our inbox (its quote link stops working), and reply within one month. Deleting overwrites what you wrote in our database’s files, rather than only hiding it, and an email about it that has not yet gone to our sales mailbox is not sent. Copies of our database kept to recover from a failure are replaced within 14 days, so a deleted enquiry is gone from them by then. If your enquiry became an order we invoiced, its invoices and credit notes (with the name, billing address, purchase order number, lines and figures they show) and the payments against them are kept for six years, as HMRC requires, even when the enquiry is deleted: everything else about it is deleted as described.',
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
          'This website sets no cookies unless you sign in to your quotes and orders. It has no analytics or visitor tracking, no advertising and no social media plug-ins. Every script, image and font it uses comes from the site itself.',
        ),
        paragraph(
          'When you ask for a link to your quotes and orders, we make a link only if our sales team has sent a quote to the address you typed, and email it there. The link works for 30 minutes and is deleted, with the address, within a day. To limit how often each address can ask, we count its requests for an hour under a coded form of the address that names nobody. Opening the link sets one cookie, strictly necessary to keep that browser signed in for 30 days: it holds a random number and nothing about you. We keep, against your email address, when each browser signed in, when it was last used and its name (such as "Chrome on Android"), so the page can list where you are signed in. Signing out deletes them; "Sign out everywhere" deletes them for every browser; all are deleted after 30 days.',
        ),
        paragraph(
          'To send you a page, the server hosting this website necessarily receives your IP address and the address of the page. To run the service, it writes one line per request to its log: the time, the kind of page asked for (never its full address, so no private link and nothing you searched for), the answer and how long it took, and only the network of your IP address (its first three parts, never the whole address). The log holds no names, email addresses or messages, is read only by whoever runs the website to keep it working, is kept no longer than 30 days, and is never used to identify anyone. If someone tries to sign in to our staff pages and fails, the email address they typed and their IP address are kept for one day, to stop passwords being guessed, then deleted automatically.',
        ),
        paragraph(
          'Our links to Facebook, Instagram, LinkedIn and WhatsApp take you to those companies’ own services, where their privacy policies apply.',
        ),
      ],
    },
    {
      heading: 'When you phone, email or message us',
      blocks: [
        paragraph('When you contact us or place an order, we keep:'),
        list(
          'your name and the name of your business',
          'your phone number, email address, shop address and delivery address',
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
          'The companies that host our email and business records store them for us, under contract and on our instructions.',
          'If you message us on WhatsApp, WhatsApp processes that message under its own terms.',
        ),
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        list(
          'Enquiries and quotes that do not lead to an order: 24 months, so we can answer follow-up questions, then deleted (automatically, for those sent through this website).',
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
          'To use any of these rights, phone or email us. There is no charge, and we reply within one month.',
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
