/**
 * Shapes shared by the copy of the information pages: services, projects, legal and
 * trade account. Text is data here; the pages decide how each kind of block looks.
 */
import { categories } from '../catalogue/categories';
import { productPageOf, productPath } from '../catalogue/product-paths';
import type { PageCopy, TextLink } from './catalogue-pages';

/** A piece of running text, in reading order. */
export type TextBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'steps'; items: readonly string[] }
  /** The business's address, phone and email from the site configuration. */
  | { kind: 'contact' }
  /** A link on a line of its own; an https address opens another site. */
  | { kind: 'link'; label: string; href: string };

export type DocumentSection = { heading: string; blocks: readonly TextBlock[] };

/** A page of sections of running text: the privacy notice and the terms. */
export type LegalDocument = PageCopy & {
  /** Shown under the heading: "22 November 2026". */
  lastUpdated: string;
  sections: readonly DocumentSection[];
};

/** A titled point with a sentence or two under it. */
export type Point = { title: string; text: string };

/** A link that may carry a query, such as a prefilled contact form. */
export type ActionLink = { label: string; href: string };

/** A band that sends the visitor on: a heading, a sentence and one to three links. */
export type CallToAction = { heading: string; text: string; links: readonly ActionLink[] };

export function paragraph(text: string): TextBlock {
  return { kind: 'paragraph', text };
}

export function list(...items: string[]): TextBlock {
  return { kind: 'list', items };
}

export function steps(...items: string[]): TextBlock {
  return { kind: 'steps', items };
}

/**
 * A link to a product's own page, named as the catalogue names it. Naming a product
 * the registry does not hold is a mistake in the copy: fail loudly, at build time.
 */
export function productLink(id: string): TextLink {
  const product = productPageOf(id);
  if (!product) throw new Error(`No product "${id}" in the catalogue registry`);
  return { label: product.name, href: productPath(product) };
}

/** A link to the page of a product category (Suspended Ceilings, Glass Shelves, ...). */
export function categoryLink(category: string): TextLink {
  const page = categories[category];
  if (!page) throw new Error(`No category "${category}" in the catalogue`);
  return { label: page.label, href: page.path };
}

/** Pages of the catalogue that are not a single category, linked from the copy. */
export const catalogueLinks = {
  retailShelving: { label: 'Shop Shelving', href: '/products/retail-shelving' },
  ledLights: { label: 'LED Lighting for Shops', href: '/products/led-lights' },
  counters: { label: 'Shop Counters', href: '/products/counter' },
  fasciaSigns: {
    label: 'Fascia and Shop Front Signs',
    href: '/products/outdoor-signage/fascia-shop-front-signs',
  },
  projectingSigns: {
    label: 'Projecting Signs',
    href: '/products/outdoor-signage/projection-sign-types',
  },
  lightBoxes: {
    label: 'Advertising Light Boxes',
    href: '/products/indoor-signage/advertising-light-box',
  },
} as const satisfies Record<string, TextLink>;
