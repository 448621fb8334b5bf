import { ArrowRight } from 'lucide-react';
import { Link } from '../../lib/router';
import { Price } from '../../components/product/price';
import { lowestPrice } from '../../catalogue/pricing';
// The light boxes' range alone, a copy for this page (range-copies.d.ts).
import { range } from '../../catalogue/products/light-boxes.ts?list';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { Image } from '../../components/ui/image';

const lightBoxes = range.filter((product) =>
  product.alsoListedIn?.includes('advertising-light-box'),
);
const fromPrice = Math.min(...lightBoxes.map(lowestPrice));
const [cover] = lightBoxes.flatMap((product) => product.images.slice(0, 1));

export function IndoorSignagePage() {
  return (
    <div className="mx-auto max-w-page px-4 py-6 lg:py-10">
      <Breadcrumbs
        trail={[
          { label: 'Home', href: '/' },
          { label: 'Products', href: '/products' },
        ]}
        current="Indoor Signage"
      />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        Indoor Signage
      </h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Signs that work inside the shop: lit menus for the counter, posters that glow in the window
        and feature walls that lift a department. Made and stocked in Glasgow.
      </p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <li className="relative flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm hover:border-brand-600">
          {cover && (
            <Image
              src={cover.src}
              alt=""
              width={cover.width}
              height={cover.height}
              priority
              className="h-auto w-full bg-slate-50"
            />
          )}
          <div className="flex flex-1 flex-col gap-2 p-5">
            <h2 className="text-xl font-semibold">
              <Link
                to="/products/indoor-signage/advertising-light-box"
                className="text-brand-900 after:absolute after:inset-0 hover:underline"
              >
                Advertising Light Box
              </Link>
            </h2>
            <p className="text-slate-700">
              LED light boxes for menus, windows and feature walls: {lightBoxes.length} models with
              a 2-year warranty.
            </p>
            <p className="mt-auto flex items-center justify-between pt-2 font-bold text-brand-900">
              <span>
                From <Price pence={fromPrice} />
              </span>
              <ArrowRight aria-hidden="true" className="size-5" />
            </p>
          </div>
        </li>
      </ul>
    </div>
  );
}
