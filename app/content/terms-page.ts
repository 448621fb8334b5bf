/**
 * The terms of sale. The delivery times and warranties repeat what the catalogue states
 * (SPEC.md section 9), so a change to either belongs in both.
 */
import { list, paragraph, type LegalDocument } from './info-pages';
import { showroomAddress, site } from './site';

export const termsPage: LegalDocument = {
  heading: 'Terms & Conditions',
  intro: `The terms on which ${site.name} quotes for, sells, delivers and installs shop fittings and signs: prices, orders, delivery and collection, returns, warranties and the law that applies.`,
  description: `Terms of sale from ${site.name}: prices in pounds sterling, orders confirmed by our sales team, delivery and collection, 30-day returns, warranties and Scots law.`,
  lastUpdated: '22 November 2026',
  sections: [
    {
      heading: 'About these terms',
      blocks: [
        paragraph(
          `These terms apply to every quote, order, delivery and installation from ${site.name}, ${showroomAddress()}. We sell mainly to businesses: shop owners, contractors and trade buyers.`,
        ),
        paragraph(
          'If you buy as a consumer rather than for a business, you also have rights under consumer law, including the Consumer Rights Act 2015. Nothing in these terms takes those rights away.',
        ),
      ],
    },
    {
      heading: 'Prices and quotes',
      blocks: [
        list(
          'All prices are in pounds sterling (GBP).',
          'Prices on this website are a guide for planning. The written quote we send you sets the price you pay, showing any delivery, installation and VAT.',
          'A quote is valid for 30 days unless it says otherwise.',
          'Made-to-measure work, such as signs, counters and fit-outs, is quoted after a survey, because the price depends on the size and the site.',
        ),
      ],
    },
    {
      heading: 'Orders and payment',
      blocks: [
        list(
          'There is no online payment on this website. Adding items to your basket, or sending us a list of them, is a request for a quote, not an order.',
          'An order is made when our sales team confirms it to you in writing, usually by email, and you accept that confirmation.',
          'We tell you how to pay when we confirm the order. Made-to-measure work may need a deposit before we start; the quote says how much.',
          'Trade account holders pay on the terms agreed for their account.',
          'Goods remain ours until they are paid for in full.',
        ),
      ],
    },
    {
      heading: 'Delivery and collection',
      blocks: [
        list(
          'Standard delivery takes 5-7 business days from order confirmation. Stock items marked for quick delivery are estimated at 2-3 business days; some items take longer, as their product pages say.',
          'Delivery is free on orders over £1,000. We confirm delivery or collection for every order, and any charge for a smaller one, before you accept it.',
          'Ceiling products (suspended ceiling grid, ceiling tiles and their fittings) are collection only, from our Glasgow warehouse. We tell you when your order is ready to load.',
          'Other stock items can also be collected from our Glasgow warehouse, often on the day you order.',
          'Someone must be at the delivery address to receive the goods. Please check them before signing and tell us of any damage or shortage within two working days.',
          'Delivery dates are estimates. If we expect a delay we tell you as soon as we know.',
        ),
      ],
    },
    {
      heading: 'Returns',
      blocks: [
        list(
          'You may return stock items within 30 days of delivery or collection, unused and in their original condition and packaging.',
          'Made-to-measure items cannot be returned unless they are faulty. These include signs, printed graphics, counters and anything made or cut to your sizes or artwork.',
          'Before returning anything, contact our sales team so we can arrange it. Returns come back to our Glasgow warehouse; unless the item is faulty or we sent the wrong one, you pay the cost of returning it.',
          'We refund a returned item within 14 days of receiving it, by the same method you paid.',
        ),
      ],
    },
    {
      heading: 'Warranties',
      blocks: [
        list(
          'Signs: 5 years, with 2 years on their electrical parts (LED modules, drivers, transformers and time switches).',
          'Suspended ceiling grid and tiles: 10 years.',
          'Light boxes: 2 years.',
          'Other products: the warranty stated on the product’s page.',
        ),
        paragraph(
          'Warranties run from delivery, collection or installation and cover faults in materials and workmanship under normal use. They do not cover wear and tear, accidental damage, misuse, or work on the product by anyone other than us.',
        ),
        paragraph(
          'To make a claim, contact us with your order details and photographs of the fault. We will repair or replace the item, or refund it if neither is possible.',
        ),
      ],
    },
    {
      heading: 'Surveys, installation and consents',
      blocks: [
        list(
          'Where we survey or install, you give us safe access at the agreed times and tell us of any hazards, including any asbestos survey for older premises.',
          'Unless our quote includes our Planning service, getting advertisement consent, planning permission, a building warrant or your landlord’s consent is your responsibility.',
          'Changes you ask for after an order is confirmed may change its price and timescale. We agree any change with you in writing first.',
        ),
      ],
    },
    {
      heading: 'Our liability',
      blocks: [
        paragraph(
          'We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill.',
        ),
        paragraph(
          'For business customers we are not responsible for loss of profit, loss of trade or other indirect loss, and our total liability for an order is limited to its price.',
        ),
        paragraph(
          'Nothing in these terms limits our liability for death or personal injury caused by negligence, for fraud, or for anything else the law does not allow us to limit.',
        ),
      ],
    },
    {
      heading: 'Governing law',
      blocks: [
        paragraph(
          'These terms and any contract made under them are governed by the law of Scotland, and the Scottish courts have jurisdiction. If you are a consumer living elsewhere in the UK, you may also bring proceedings in the courts where you live.',
        ),
      ],
    },
    {
      heading: 'How to reach us',
      blocks: [
        paragraph('For a quote, an order, a return or a warranty claim:'),
        { kind: 'contact' },
      ],
    },
  ],
};
