/**
 * Shapes shared by the copy of the catalogue's category and listing pages. Cards for
 * products in the registry name only the product: its name, price, image and page come
 * from the catalogue data, so a price is never typed twice.
 */
import type { Pence } from '../catalogue/money';

export type Href = `/${string}`;

/** The words at the top of a page, and what search engines are told about it. */
export type PageCopy = {
  heading: string;
  intro: string;
  /** The meta description. */
  description: string;
};

/**
 * The icons cards may show where there is no product photograph. Named here as data;
 * the page that shows them maps each name its copy uses to a drawing (a Record of those
 * names, so a new one cannot go without), so the copy stays free of React and each page's
 * start-up carries only its own drawings (docs/decisions/041).
 */
export type CardIcon =
  | 'corner-shelving'
  | 'slatwall'
  | 'glass-shelf'
  | 'magazine-stand'
  | 'suspension-wire'
  | 'ceiling-light'
  | 'glass-counter'
  | 'cash-counter'
  | 'reception-counter'
  | 'warranty'
  | 'warehouse'
  | 'trade';

/** A card for a product in the catalogue registry, by its id. */
export type ProductTile = { kind: 'product'; productId: string };

/** A card for a range or item that is not a product in the registry. */
export type LinkTile = {
  kind: 'link';
  name: string;
  href: Href;
  description: string;
  icon: CardIcon;
};

/** An item priced in the copy because it is not (yet) a product with a page of its own. */
export type PricedItem = {
  name: string;
  description: string;
  price: Pence;
  /** Shown after the price: "/pack". */
  unit?: string;
};

export type Benefit = { title: string; text: string; icon: CardIcon };

export type TextLink = { label: string; href: Href };
