import {
  Flame,
  Lightbulb,
  type LucideIcon,
  PanelsTopLeft,
  Apple,
  LayoutGrid,
  Store,
} from 'lucide-react';
import { Link } from '../../lib/router';
import { productTiles } from '../../content/home';

const icons: Record<(typeof productTiles)[number]['icon'], LucideIcon> = {
  shelving: LayoutGrid,
  counter: Store,
  slatwall: PanelsTopLeft,
  lighting: Lightbulb,
  tobacco: Flame,
  produce: Apple,
};

export function ProductTiles() {
  return (
    <section aria-labelledby="our-products" className="mx-auto max-w-page px-4 py-12">
      <h2 id="our-products" className="text-2xl font-bold text-brand-900 sm:text-3xl">
        Our Products
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
        {productTiles.map((tile) => {
          const Icon = icons[tile.icon];
          return (
            <li key={tile.href}>
              <Link
                to={tile.href}
                className="flex h-full flex-col items-center gap-3 rounded-lg border border-slate-200 px-3 py-6 text-center font-semibold text-brand-900 hover:border-brand-600 hover:bg-brand-50"
              >
                <Icon aria-hidden="true" className="size-9 text-brand-600" />
                {tile.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
