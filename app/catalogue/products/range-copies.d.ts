/**
 * A range's module under a second name: the one page that imports it holds a copy of that
 * range alone in its own chunk, and starts without the other ranges (vite.config.ts,
 * docs/decisions/041). `?page` is the product pages' copy (app/routes/product-*.tsx), with
 * the products' details, `?list` the copy of the category page that lists the range's products,
 * `?listing` the light-box listing's (the light boxes' range, which /products/indoor-signage
 * lists too: one copy shared by two pages would be a file of its own).
 */
declare module '*.ts?page' {
  export const range: readonly import('../product').Product[];
  export const details: import('../product').RangeDetails;
}

declare module '*.ts?list' {
  export const range: readonly import('../product').Product[];
}

declare module '*.ts?listing' {
  export const range: readonly import('../product').Product[];
}

/** The light-box listing's copy of the product card (vite.config.ts). */
declare module '*/product-card.tsx?listing' {
  export const ProductCard: typeof import('../../components/product/product-card').ProductCard;
}
