import { categories } from '../catalogue/categories';
import { unitExVat, formatPrice, type Pence } from '../catalogue/money';
import { allSelections, lowestPrice, unitPrice } from '../catalogue/pricing';
import type { Product } from '../catalogue/product';
import { everyDetail } from '../catalogue/every-detail';
import { products } from '../catalogue/registry';
import { productPath } from '../catalogue/product-paths';
import { brochure } from '../content/brochure';
import { services } from '../content/services';
import { showroomAddress, site } from '../content/site';
import { absolute } from '../head/seo';

/**
 * What the printed brochure says, as plain data from the catalogue and the site
 * configuration: the PDF document only lays it out, and the tests read it back.
 */

export type BrochureProduct = {
  id: string;
  name: string;
  /** The product's first picture, as a path on the site (an SVG the build rasterises). */
  image: string;
  imageAlt: string;
  /** "From £95.00 inc VAT" where options change the price, "£899.99 inc VAT" where not. */
  priceIncVat: string;
  priceExVat: string;
  specifications: readonly { label: string; value: string }[];
  url: string;
};

export type BrochureModel = {
  /** Where the build writes it and the size the links state. */
  file: { path: `/${string}`; sizeKb: number };
  business: {
    name: string;
    tagline: string;
    phone: string;
    email: string;
    whatsApp: string;
    address: string;
    hours: readonly string[];
    website: string;
  };
  categories: readonly { label: string; url: string; products: readonly BrochureProduct[] }[];
  services: readonly { name: string; summary: string; url: string }[];
  terms: string;
};

function startingPrice(product: Product): { pence: Pence; from: boolean } {
  const pence = lowestPrice(product);
  const from = allSelections(product.options).some(
    (selection) => unitPrice(product.pricing, selection) !== pence,
  );
  return { pence, from };
}

function brochureProduct(product: Product): BrochureProduct {
  const { pence, from } = startingPrice(product);
  const label = (amount: Pence, vat: string) =>
    `${from ? 'From ' : ''}${formatPrice(amount)}${product.priceUnit ?? ''} ${vat}`;
  const [image] = product.images;
  return {
    id: product.id,
    name: product.name,
    image: image.src,
    imageAlt: image.alt,
    priceIncVat: label(pence, 'inc VAT'),
    priceExVat: label(unitExVat(pence), 'ex VAT'),
    specifications: (everyDetail[product.id]?.specifications ?? []).slice(0, 4),
    url: absolute(productPath(product)),
  };
}

export function brochureModel(): BrochureModel {
  const placed = Object.entries(categories).map(([id, category]) => ({
    label: category.label,
    url: absolute(category.path),
    products: products.filter((product) => product.category === id).map(brochureProduct),
  }));
  const count = placed.reduce((total, category) => total + category.products.length, 0);
  if (count !== products.length) {
    throw new Error('A product belongs to no category the brochure knows: add it to categories');
  }
  return {
    file: { path: brochure.path, sizeKb: brochure.sizeKb },
    business: {
      name: site.name,
      tagline: site.tagline,
      phone: site.phone.display,
      email: site.email,
      whatsApp: site.whatsApp.display,
      address: showroomAddress(),
      hours: site.openingHours.map(({ days, hours }) => `${days}: ${hours}`),
      website: site.origin.replace(/^https:\/\//, ''),
    },
    categories: placed.filter((category) => category.products.length > 0),
    services: services.map(({ id, name, summary }) => ({
      name,
      summary,
      url: absolute(`/services/${id}`),
    })),
    terms: `Prices include VAT at 20% and are a guide: our written quote sets the price, orders are confirmed by our sales team, ceiling products are collected from our Glasgow warehouse, and every sale is on our terms and conditions at ${absolute('/terms')}.`,
  };
}
