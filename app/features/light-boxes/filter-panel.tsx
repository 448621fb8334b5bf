import { useId } from 'react';
import {
  PRICE_MAX,
  PRICE_MIN,
  filterCategories,
  type ListingFilters,
} from '../../catalogue/listing-filter';

type FilterPanelProps = {
  filters: ListingFilters;
  onChange: (change: Partial<ListingFilters>, options?: { replace?: boolean }) => void;
};

const box = 'size-5 rounded border-slate-400 accent-brand-700';

export function FilterPanel({ filters, onChange }: FilterPanelProps) {
  const id = useId();

  function toggleCategory(category: string, checked: boolean) {
    const others = filters.categories.filter((value) => value !== category);
    onChange({ categories: checked ? [...others, category] : others });
  }

  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="font-semibold text-brand-900">Category</legend>
        <ul className="mt-3 space-y-2">
          {filterCategories.map((category) => (
            <li key={category.id}>
              <label className="flex items-center gap-3">
                <input
                  type="checkbox"
                  className={box}
                  checked={filters.categories.includes(category.id)}
                  onChange={(event) => toggleCategory(category.id, event.target.checked)}
                />
                {category.label}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset>
        <legend className="font-semibold text-brand-900">Price</legend>
        <p className="mt-2 text-slate-700" aria-hidden="true">
          £{filters.minPrice} to £{filters.maxPrice}
        </p>
        <label htmlFor={`${id}-min`} className="mt-3 block text-sm font-medium">
          Minimum price: £{filters.minPrice}
        </label>
        <input
          id={`${id}-min`}
          type="range"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={1}
          value={filters.minPrice}
          aria-valuetext={`£${filters.minPrice}`}
          // The two sliders cannot cross: the minimum stops at the maximum.
          onChange={(event) =>
            onChange(
              { minPrice: Math.min(Number(event.target.value), filters.maxPrice) },
              { replace: true },
            )
          }
          className="mt-1 w-full accent-brand-700"
        />
        <label htmlFor={`${id}-max`} className="mt-3 block text-sm font-medium">
          Maximum price: £{filters.maxPrice}
        </label>
        <input
          id={`${id}-max`}
          type="range"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={1}
          value={filters.maxPrice}
          aria-valuetext={`£${filters.maxPrice}`}
          onChange={(event) =>
            onChange(
              { maxPrice: Math.max(Number(event.target.value), filters.minPrice) },
              { replace: true },
            )
          }
          className="mt-1 w-full accent-brand-700"
        />
      </fieldset>

      <fieldset>
        <legend className="font-semibold text-brand-900">Availability</legend>
        <div className="mt-3 space-y-2">
          <label className="flex items-center gap-3">
            <input
              type="checkbox"
              className={box}
              checked={filters.inStock}
              onChange={(event) => onChange({ inStock: event.target.checked })}
            />
            In Stock
          </label>
          <label className="flex items-center gap-3">
            <input
              type="checkbox"
              className={box}
              checked={filters.onSale}
              onChange={(event) => onChange({ onSale: event.target.checked })}
            />
            On Sale
          </label>
        </div>
      </fieldset>

      <button
        type="button"
        onClick={() =>
          onChange({
            categories: [],
            minPrice: PRICE_MIN,
            maxPrice: PRICE_MAX,
            inStock: false,
            onSale: false,
          })
        }
        className="w-full rounded-md border-2 border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
      >
        Clear All Filters
      </button>
    </div>
  );
}
