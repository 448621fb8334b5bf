import type { ReactNode } from 'react';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';

type Crumb = { label: string; path: string };

type InfoPageHeaderProps = {
  heading: string;
  intro: string;
  /** The pages above this one; Home is always first. */
  parents?: readonly Crumb[];
  children?: ReactNode;
};

/** The page's one h1 and introduction, in the band the catalogue pages open with. */
export function InfoPageHeader({ heading, intro, parents = [], children }: InfoPageHeaderProps) {
  return (
    <div className="border-b border-slate-200 bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-10 lg:py-14">
        <Breadcrumbs trail={[{ label: 'Home', path: '/' }, ...parents]} current={heading} />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {heading}
        </h1>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-700">{intro}</p>
        {children}
      </div>
    </div>
  );
}
