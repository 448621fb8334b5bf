import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import type { PageCopy } from '../../content/catalogue-pages';

/** The page's one h1 and introduction, in the band the catalogue pages open with. */
export function ContactPageHeader({ copy }: { copy: PageCopy }) {
  return (
    <div className="border-b border-slate-200 bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-10 lg:py-14">
        <Breadcrumbs trail={[{ label: 'Home', path: '/' }]} current={copy.heading} />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {copy.heading}
        </h1>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-700">{copy.intro}</p>
      </div>
    </div>
  );
}
