import { LibraryBig, Layers, Rows3, SquareDashedBottom, type LucideIcon } from 'lucide-react';
import {
  shelvingPlanning,
  shelvingTiles,
  shopShelvingPage,
  type ShelvingIcon,
} from '../../content/shop-shelving-page';
import { ActionBand } from '../../components/ui/action-band';
import { requireProduct } from './catalogue-data';
// The shelving range alone, a copy for this page (range-copies.d.ts).
import { range as shelving } from '../../catalogue/products/shelving.ts?list';
import { lowestPrice } from '../../catalogue/pricing';
import { CatalogueCard, IconMedia, ProductCard } from './catalogue-card';
import { PageHeader } from './page-header';
import { PageSection } from './page-section';
import { Price } from '../../components/product/price';

/** The drawing of each icon the shelving ranges' copy names. */
const tileIcons: Record<ShelvingIcon, LucideIcon> = {
  'corner-shelving': SquareDashedBottom,
  slatwall: Rows3,
  'glass-shelf': Layers,
  'magazine-stand': LibraryBig,
};

export function ShopShelvingPage() {
  return (
    <>
      <PageHeader heading={shopShelvingPage.heading} intro={shopShelvingPage.intro} />
      <PageSection heading="Shelving ranges">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {shelvingTiles.map((tile, index) => (
            <li key={tile.kind === 'product' ? tile.productId : tile.href}>
              <ShelvingTile tile={tile} priority={index < 4} />
            </li>
          ))}
        </ul>
      </PageSection>
      <ActionBand {...shelvingPlanning} />
    </>
  );
}

function ShelvingTile({
  tile,
  priority,
}: {
  tile: (typeof shelvingTiles)[number];
  priority: boolean;
}) {
  if (tile.kind === 'link') {
    return (
      <CatalogueCard
        name={tile.name}
        href={tile.href}
        description={tile.description}
        media={<IconMedia icon={tileIcons[tile.icon]} />}
      />
    );
  }
  const product = requireProduct(shelving, tile.productId);
  return (
    <ProductCard
      product={product}
      price={
        <>
          From <Price pence={lowestPrice(product)} />
        </>
      }
      priority={priority}
    />
  );
}
