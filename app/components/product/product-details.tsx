import type { ProductDetails as Details } from '../../catalogue/product';
import { TickList } from '../ui/tick-list';
import { SpecificationList } from './specification-list';

/** Key features and the full specification list, below a product's purchase area. */
export function ProductDetails({ details }: { details: Details }) {
  return (
    <div className="mt-12 grid gap-10 border-t border-slate-200 pt-10 lg:grid-cols-2">
      <section aria-labelledby="key-features">
        <h2 id="key-features" className="text-2xl font-bold text-brand-900">
          Key features
        </h2>
        <TickList items={details.keyFeatures} className="mt-4" />
      </section>
      <section aria-labelledby="specifications">
        <h2 id="specifications" className="text-2xl font-bold text-brand-900">
          Specifications
        </h2>
        <SpecificationList rows={details.specifications} />
      </section>
    </div>
  );
}
