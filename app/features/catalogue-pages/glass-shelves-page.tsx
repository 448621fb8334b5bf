import { glassAdvice, glassShelvesPage } from '../../content/glass-shelves-page';
// The glass shelves' range alone, a copy for this page (range-copies.d.ts).
import { range as glassShelves } from '../../catalogue/products/glass-shelves.ts?list';
import { lowestPrice } from '../../catalogue/pricing';
import { ProductCard } from './catalogue-card';
import { PageHeader } from './page-header';
import { PageSection } from './page-section';
import { Price } from '../../components/product/price';

export function GlassShelvesPage() {
  return (
    <>
      <PageHeader heading={glassShelvesPage.heading} intro={glassShelvesPage.intro} />
      <PageSection heading="Choose your glass">
        <ul className="grid gap-6 sm:grid-cols-2 lg:max-w-4xl">
          {glassShelves.map((product) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                price={
                  <>
                    From <Price pence={lowestPrice(product)} />
                  </>
                }
                priority
              />
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection heading={glassAdvice.heading}>
        <div className="max-w-3xl space-y-4 leading-7 text-slate-700">
          {glassAdvice.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </PageSection>
    </>
  );
}
