import { Link } from '../../lib/router';
import {
  cabinetGroups,
  configurableCabinets,
  displayCabinetsPage,
  type CabinetGroup,
} from '../../content/display-cabinets-page';
import { priceSpan, requireProduct } from './catalogue-data';
// The cabinets' range alone, a copy for this page (range-copies.d.ts).
import { range as cabinets } from '../../catalogue/products/display-cabinets.ts?list';
import { lowestPrice } from '../../catalogue/pricing';
import { CatalogueCard, ProductCard } from './catalogue-card';
import { PageHeader } from './page-header';
import { PageSection } from './page-section';
import { Price } from '../../components/product/price';

export function DisplayCabinetsPage() {
  return (
    <>
      <PageHeader heading={displayCabinetsPage.heading} intro={displayCabinetsPage.intro} />
      <PageSection heading={configurableCabinets.heading} lead={configurableCabinets.text}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:max-w-4xl">
          {configurableCabinets.productIds.map((id) => {
            const product = requireProduct(cabinets, id);
            return (
              <li key={id}>
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
            );
          })}
        </ul>
      </PageSection>
      {cabinetGroups.map((group) => (
        <CabinetGroupSection key={group.href} group={group} />
      ))}
    </>
  );
}

function CabinetGroupSection({ group }: { group: CabinetGroup }) {
  const span = priceSpan(group.items.map((item) => item.price));
  return (
    <PageSection
      heading={
        <Link
          to={group.href}
          className="underline decoration-brand-600/40 underline-offset-4 hover:decoration-brand-600"
        >
          {group.name}
        </Link>
      }
      lead={
        <>
          {group.description}{' '}
          <span className="font-semibold text-brand-800">
            From <Price pence={span.lowest} />
            {span.highest === span.lowest ? null : (
              <>
                {' '}
                to <Price pence={span.highest} />
              </>
            )}
            .
          </span>
        </>
      }
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {group.items.map((item) => (
          <li key={item.href}>
            <CatalogueCard
              name={item.name}
              href={item.href}
              description={item.description}
              price={<Price pence={item.price} unit={item.unit} />}
            />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
