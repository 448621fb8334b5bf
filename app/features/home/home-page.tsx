import { site } from '../../content/site';
import { laterParts } from '../../lib/island';
import { Benefits, Reviews } from './benefits-and-reviews';
import { CallToAction } from './call-to-action';
import { HeroSlider } from './hero-slider';
import { MessageBanner } from './message-banner';
import { ProductTiles } from './product-tiles';
import { ShowroomStrip } from './showroom-strip';

/**
 * The sections that draw products (every range's, with their prices and pictures) hydrate
 * after the rest: the page's start-up is without the catalogue (docs/decisions/044).
 */
const { Island } = laterParts(
  () => import('./later-parts'),
  ['FeaturedProducts', 'AlsoLikeCarousel'],
);

/** Every section of SPEC.md's home page, in its order. */
export function HomePage() {
  return (
    <>
      <h1 className="sr-only">
        {site.name}: shop fitting, shelving and signage for retailers across Scotland
      </h1>
      <MessageBanner />
      <HeroSlider />
      <ShowroomStrip />
      <ProductTiles />
      <Island name="featured-products" part="FeaturedProducts" />
      <Benefits />
      <Reviews />
      <CallToAction />
      <Island name="also-like" part="AlsoLikeCarousel" />
    </>
  );
}
