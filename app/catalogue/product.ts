import type { Pence } from './money';
import type { Stock } from './stock';

/** An option a visitor can pick, such as a width of 1200 mm or the colour grey. */
export type OptionValue = { value: string; label: string };

export type OptionGroup = {
  /** The key used in the selection, the URL query and the basket line: "width". */
  id: string;
  label: string;
  values: readonly OptionValue[];
  defaultValue: string;
  /** A dropdown where SPEC.md shows one; radio choices otherwise. */
  control?: 'radio' | 'select';
};

/** The chosen value of each option group, by group id. */
export type Selection = Readonly<Record<string, string>>;

/** Price added to (or taken from) a base price by each value of one option group. */
export type Modifiers = Readonly<Record<string, Readonly<Record<string, Pence>>>>;

/**
 * How a product's unit price follows its options. A closed union: the price function
 * handles every kind, and the compiler says so when a kind is added.
 */
export type PricingRule =
  | { kind: 'fixed'; price: Pence }
  | { kind: 'base-with-modifiers'; base: Pence; modifiers: Modifiers }
  | {
      kind: 'by-option';
      option: string;
      prices: Readonly<Record<string, Pence>>;
      /** Used when the chosen value has no price of its own. */
      fallback?: Pence;
      modifiers?: Modifiers;
    };

export type ProductImage = { src: string; alt: string; width: number; height: number };

export type SpecificationRow = { label: string; value: string };

/** How a basket line's name shows the choice (SPEC.md section 3, cart line names). */
export type LineNameSuffix =
  { kind: 'dimensions'; width: string; depth: string } | { kind: 'option-label'; option: string };

export type Product = Stock & {
  /** Also the last segment of the product's page: /products/{category}/{id}. */
  id: string;
  name: string;
  category: string;
  /** Further listing categories the product is found under by the filters. */
  alsoListedIn?: readonly string[];
  description: string;
  images: readonly [ProductImage, ...ProductImage[]];
  options: readonly OptionGroup[];
  pricing: PricingRule;
  discountPrice?: Pence;
  /** Shown after a price: "/m²", "/tile". */
  priceUnit?: string;
  /** Ordered with a quantity stepper that starts at 0 (the glass shelves). */
  quantityStepper?: boolean;
  /** Bought by the dozen: a typed quantity field (default 1) beside Add to Cart (PRODUCT.md). */
  quantityField?: boolean;
  lineNameSuffix?: LineNameSuffix;
  /** Delivery, collection, lead-time and warranty notes, shown as given. */
  notes: readonly string[];
  warranty?: string;
};

/**
 * What only a product's own page shows: its key features and full specification. Kept apart
 * from the product (each range module's `details`), so that the pages listing products and
 * the basket start without them (docs/decisions/041).
 */
export type ProductDetails = {
  keyFeatures: readonly string[];
  specifications: readonly SpecificationRow[];
};

/** A range's details, by product id. */
export type RangeDetails = Readonly<Record<string, ProductDetails>>;
