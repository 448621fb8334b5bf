import { useId } from 'react';
import { Link } from '../../lib/router';
import { PanelsTopLeft } from 'lucide-react';
import { Image } from '../../components/ui/image';
import type { TextLink } from '../../content/catalogue-pages';
import { outdoorSignagePage, signFamilies, type SignFamily } from '../../content/signs';
import { PageHeader } from '../../components/ui/page-header';
import { SiteSurveyLink } from './site-survey-link';

const parents: readonly TextLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Products', href: '/products' },
];

export function OutdoorSignagePage() {
  const headingId = useId();
  return (
    <>
      <PageHeader
        heading={outdoorSignagePage.heading}
        intro={outdoorSignagePage.intro}
        parents={parents}
      >
        <div className="mt-6">
          <SiteSurveyLink />
        </div>
      </PageHeader>
      <section aria-labelledby={headingId} className="mx-auto max-w-page px-4 pt-12">
        <h2 id={headingId} className="text-2xl font-bold text-brand-900">
          Our outdoor signage
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {signFamilies.map((family) => (
            <li key={family.name}>
              <FamilyCard family={family} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/**
 * A card whose name is its only link, its hit area stretched over the whole card; a
 * family still to come has no link and says so.
 */
function FamilyCard({ family }: { family: SignFamily }) {
  return (
    <div className="relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow has-[a:hover]:border-brand-600 has-[a:hover]:shadow-md">
      {family.kind === 'range' ? (
        <Image
          src={family.image.src}
          alt={family.image.alt}
          width={family.image.width}
          height={family.image.height}
          priority
          className="aspect-[4/3] w-full bg-slate-100 object-cover"
        />
      ) : (
        // Shorter where cards stack, so a phone is not scrolled past an empty panel.
        <div className="flex aspect-[2/1] items-center justify-center bg-brand-50 text-brand-700 sm:aspect-[4/3]">
          <PanelsTopLeft aria-hidden="true" className="size-16" strokeWidth={1.25} />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-lg font-semibold text-brand-900">
          {family.kind === 'range' ? (
            <Link
              to={family.href}
              className="underline-offset-2 after:absolute after:inset-0 hover:underline"
            >
              {family.name}
            </Link>
          ) : (
            family.name
          )}
        </h3>
        <p className="text-sm leading-6 text-slate-700">{family.description}</p>
        {family.kind === 'coming-soon' ? (
          <p className="mt-auto pt-1">
            <span className="inline-flex items-center rounded-full bg-accent-300 px-3 py-1 text-sm font-semibold text-brand-900">
              Coming Soon
            </span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
