import { useId } from 'react';
import type { TextLink } from '../../content/catalogue-pages';
import { outdoorSignagePage, type SignEntry, type SignListingCopy } from '../../content/signs';
import { SignCard } from './sign-card';
import { SignNotes } from './sign-notes';
import { PageHeader } from '../../components/ui/page-header';
import { SiteSurveyBand } from './site-survey-band';

const parents: readonly TextLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Products', href: '/products' },
  { label: outdoorSignagePage.heading, href: '/products/outdoor-signage' },
];

type SignListingPageProps = {
  copy: SignListingCopy;
  signs: readonly SignEntry[];
  configureHref: (sign: SignEntry) => string;
  showFeatures?: boolean;
};

/** A family of sign types as cards, with what comes with every one of them. */
export function SignListingPage({
  copy,
  signs,
  configureHref,
  showFeatures = false,
}: SignListingPageProps) {
  const headingId = useId();
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} parents={parents}>
        <SignNotes />
      </PageHeader>
      <section aria-labelledby={headingId} className="mx-auto max-w-page px-4 pt-12">
        <h2 id={headingId} className="text-2xl font-bold text-brand-900">
          {copy.listHeading}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {signs.map((sign) => (
            <li key={sign.id}>
              <SignCard
                sign={sign}
                configureHref={configureHref(sign)}
                showFeatures={showFeatures}
              />
            </li>
          ))}
        </ul>
      </section>
      <SiteSurveyBand />
    </>
  );
}
