/**
 * The terms printed on every quote a customer accepts online (PRODUCT.md "Quotes"): how
 * payment follows acceptance, where ceiling products are collected, and the warranties.
 * The warranties are the catalogue's own words, so a warranty changed on a product's page
 * changes on its quotes too; the terms page (terms-page.ts) gives the full terms of sale.
 */
import type { Product } from '../catalogue/product';
import { products } from '../catalogue/registry';
import { site } from './site';

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

export function quoteTerms(catalogue: readonly Product[] = products): QuoteTerm[] {
  return [
    {
      heading: 'Payment',
      text: 'Nothing is paid online. Once you accept this quote, we send you a pro-forma invoice; we order, make or reserve your goods when it is paid.',
    },
    {
      heading: 'Prices',
      text: 'Prices are in pounds sterling, ex VAT unless marked inc VAT; VAT is added at 20%. The quote can be accepted until the end of its Valid until date.',
    },
    {
      heading: 'Collection and delivery',
      text: `Ceiling products (suspended ceiling grid, ceiling tiles and their fittings) are collection only, from our Glasgow warehouse at ${site.showroom.street}, ${site.showroom.city} ${site.showroom.postcode}: we tell you when your order is ready to load. Each line gives its lead time; delivery dates are estimates.`,
    },
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
