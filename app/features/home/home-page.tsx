import { site } from '../../content/site';
import { AlsoLikeCarousel } from './also-like-carousel';
import { Benefits, Reviews } from './benefits-and-reviews';
import { CallToAction } from './call-to-action';
import { FeaturedProducts } from './featured-products';
import { HeroSlider } from './hero-slider';
import { MessageBanner } from './message-banner';
import { ProductTiles } from './product-tiles';
import { ShowroomStrip } from './showroom-strip';

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
      <FeaturedProducts />
      <Benefits />
      <Reviews />
      <CallToAction />
      <AlsoLikeCarousel />
    </>
  );
}
