import { Search, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { filterProducts, filtersOn } from '../../catalogue/listing-filter';
import { range } from '../../catalogue/products/light-boxes.ts?listing';
import { ProductCard } from '../../components/product/product-card.tsx?listing';
import { Drawer } from '../../components/ui/drawer';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { FilterPanel } from './filter-panel';
import { useListingFilters } from './use-listing-filters';

// Every light box is in the light boxes' range: a copy of it alone in this page's chunk
// (app/catalogue/products/range-copies.d.ts), not every range's.
const lightBoxes = range.filter((product) =>
  product.alsoListedIn?.includes('advertising-light-box'),
);

function lightBoxCount(count: number) {
  return count === 1 ? '1 light box' : `${count} light boxes`;
}

export function LightBoxListingPage() {
  const [filters, update] = useListingFilters();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const shown = filterProducts(lightBoxes, filters);
  const on = filtersOn(filters);

  return (
    <div className="mx-auto max-w-page px-4 py-6 lg:py-10">
      <Breadcrumbs
        trail={[
          { label: 'Home', href: '/' },
          { label: 'Products', href: '/products' },
          { label: 'Indoor Signage', href: '/products/indoor-signage' },
        ]}
        current="Advertising Light Boxes"
      />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        Advertising Light Boxes
      </h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        LED light boxes for menus, windows and feature walls, in stock in Glasgow with a 2-year
        warranty.
      </p>

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <label className="relative min-w-64 flex-1">
          <span className="sr-only">Search light boxes</span>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            type="search"
            placeholder="Search light boxes..."
            value={filters.query}
            onChange={(event) => update({ query: event.target.value }, { replace: true })}
            className="h-11 w-full rounded-md border border-slate-400 pl-10 pr-3 text-base"
          />
        </label>
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setDrawerOpen(true)}
          className="inline-flex h-11 items-center gap-2 rounded-md border-2 border-brand-700 px-4 font-semibold text-brand-800 lg:hidden"
        >
          <SlidersHorizontal aria-hidden="true" className="size-5" />
          Show Filters
          {/* Once closed, the drawer's button says that filters are on, and how many. */}
          {on > 0 && (
            <>
              <span
                aria-hidden="true"
                className="rounded-full bg-brand-700 px-2 text-sm leading-6 text-white"
              >
                {on}
              </span>
              <span className="sr-only"> ({on === 1 ? '1 filter' : `${on} filters`} on)</span>
            </>
          )}
        </button>
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside aria-label="Filters" className="hidden lg:block">
          <FilterPanel filters={filters} onChange={update} />
        </aside>
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title="Filters"
          closeLabel="Hide Filters"
          footer={
            <>
              {/* The list behind the drawer is out of reach: the drawer says what it holds. */}
              <p role="status" className="mb-2 text-sm font-medium text-slate-800">
                {shown.length === 0
                  ? 'No light boxes match these filters.'
                  : `${shown.length} of ${lightBoxCount(lightBoxes.length)} match`}
              </p>
              <button
                type="button"
                onClick={() => setDrawerOpen(false)}
                className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
              >
                {shown.length === 0 ? 'Back to the list' : `Show ${lightBoxCount(shown.length)}`}
              </button>
            </>
          }
        >
          <FilterPanel filters={filters} onChange={update} />
        </Drawer>
        <section aria-labelledby="results">
          <h2 id="results" className="sr-only">
            Light boxes
          </h2>
          <p role="status" className="mb-4 font-medium text-slate-800">
            {shown.length === 0
              ? 'No products found matching your criteria.'
              : `Showing ${shown.length} of ${lightBoxCount(lightBoxes.length)}`}
          </p>
          <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((product, position) => (
              <li key={product.id}>
                <ProductCard product={product} headingLevel="h3" priority={position === 0} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
