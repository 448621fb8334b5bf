import { findProduct } from '../../catalogue/registry';
import { ProductCard } from '../../components/product/product-card';
import { featuredProductIds } from '../../content/featured-products';

const featured = featuredProductIds.flatMap((id) => {
  const product = findProduct(id);
  return product ? [product] : [];
});

export function FeaturedProducts() {
  return (
    <section aria-labelledby="featured-products" className="bg-slate-50 py-12">
      <div className="mx-auto max-w-page px-4">
        <h2 id="featured-products" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          Featured Products
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {featured.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
