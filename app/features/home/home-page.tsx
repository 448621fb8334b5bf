import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { showroomAddress, site } from '../../content/site';
import { menuLinks } from '../../route-table';

export function HomePage() {
  return (
    <>
      <section className="bg-brand-800 text-white">
        <div className="on-dark mx-auto max-w-7xl px-4 py-14 lg:py-20">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">
            Shop fitting, shelving and signage for retailers across Scotland
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-brand-50">
            {site.name} supplies and fits shelving, glass shelves, LED lighting, suspended ceilings,
            display cabinets, counters and signage, from a Glasgow showroom you can walk round
            before you buy.
          </p>
          <p className="mt-8">
            <Link
              to="/products/retail-shelving"
              className="inline-flex items-center gap-2 rounded-md bg-accent-400 px-5 py-3 font-semibold text-brand-900 hover:bg-accent-300"
            >
              Browse shop shelving
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </p>
        </div>
      </section>
      <section aria-labelledby="showroom" className="border-b border-slate-200 bg-brand-50">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 sm:flex-row sm:justify-between">
          <h2 id="showroom" className="font-semibold text-brand-800">
            Visit our showroom: {showroomAddress()}
          </h2>
          <p className="text-slate-700">
            {site.openingHours.map(({ short, hours }) => `${short} ${hours}`).join(' · ')}
          </p>
        </div>
      </section>
      <section aria-labelledby="ranges" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="ranges" className="text-2xl font-bold text-brand-900">
          Our product ranges
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {menuLinks('products').map((link) => (
            <li key={link.path}>
              <Link
                to={link.path}
                className="flex h-full items-center justify-between rounded-lg border border-slate-200 px-5 py-4 font-semibold text-brand-800 hover:border-brand-600 hover:bg-brand-50"
              >
                {link.label}
                <ArrowRight aria-hidden="true" className="size-5 shrink-0" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
