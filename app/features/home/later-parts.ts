// The home page's parts that draw products, hydrated after the page (app/lib/island.tsx):
// the page starts without the catalogue, every range and the product card
// (docs/decisions/044).
export { FeaturedProducts } from './featured-products';
export { AlsoLikeCarousel } from './also-like-carousel';
