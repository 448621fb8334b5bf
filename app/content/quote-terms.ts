/**
 * The terms printed on every quote a customer accepts online (PRODUCT.md "Quotes"): how
 * payment follows acceptance, how the goods reach the buyer, and the warranties. How each
 * line is fulfilled is the line's own promise (its lead time, which staff can change), so
 * the terms say only what the quote's lines say: the collection address appears when a
 * line is collected, and no product is called collection only by the terms themselves.
 * The warranties are the catalogue's own words, so a warranty changed on a product's page
 * changes on its quotes too; the terms page (terms-page.ts) gives the full terms of sale.
 */
import type { Product } from '../catalogue/product';
import { products } from '../catalogue/registry';
import { invoicing, site } from './site';

export interface QuoteTerm {
  heading: string;
  text: string;
}

/** Each warranty the catalogue states, once, in the catalogue's order. */
export function catalogueWarranties(catalogue: readonly Product[] = products): string[] {
  const stated = catalogue.flatMap((product) => [
    ...(product.warranty ? [product.warranty] : []),
    ...product.notes.filter((note) => /warranty/i.test(note)),
  ]);
  return [...new Set(stated)];
}

/** What the collection and delivery term says, from the lead times of the quote's lines. */
function fulfilmentTerm(leadTimes: readonly string[]): string {
  const said =
    'Each line is delivered or collected as it says, with its lead time; lead times and delivery dates are estimates.';
  if (!leadTimes.some((lead) => /collect/i.test(lead))) return said;
  const { street, city, postcode } = site.showroom;
  return `${said} Collection is from our Glasgow warehouse at ${street}, ${city} ${postcode}: we tell you when your order is ready to load.`;
}

/** How the quote is paid: the deposit it asks at acceptance, if any, and the rest at Ready. */
function paymentTerm(depositPercent: number): string {
  const due = `Each invoice is due within ${invoicing.paymentTermsDays} days, by bank transfer with the invoice number as the reference.`;
  if (depositPercent <= 0) {
    return `Nothing is paid online. We email you a VAT invoice when your order is ready. ${due}`;
  }
  return `Nothing is paid online. Once you accept this quote, we email you a VAT invoice for a ${depositPercent}% deposit; we order, make or reserve your goods when it is paid. The balance is invoiced when your order is ready. ${due}`;
}

/** The terms of a quote whose lines have these lead times, asking this deposit. */
export function quoteTerms(
  leadTimes: readonly string[],
  {
    depositPercent = 0,
    catalogue = products,
  }: { depositPercent?: number; catalogue?: readonly Product[] } = {},
): QuoteTerm[] {
  return [
    { heading: 'Payment', text: paymentTerm(depositPercent) },
    {
      heading: 'Prices',
      text: 'Prices are in pounds sterling, ex VAT unless marked inc VAT; VAT is added at 20%. The quote can be accepted until the end of its Valid until date.',
    },
    { heading: 'Collection and delivery', text: fulfilmentTerm(leadTimes) },
    {
      heading: 'Warranties',
      text: `${catalogueWarranties(catalogue).join('; ')}. Other products: the warranty stated on the product’s page.`,
    },
    {
      heading: 'Terms of sale',
      text: `Our terms and conditions of sale apply: ${new URL(site.origin).host}/terms.`,
    },
  ];
}
