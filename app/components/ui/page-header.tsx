import type { ReactNode } from 'react';
import { Breadcrumbs } from './breadcrumbs';

type Crumb = { label: string; href: string };

type PageHeaderProps = {
  heading: string;
  intro: string;
  /** The pages above this one; Home is always first, whether listed or not. */
  parents?: readonly Crumb[];
  children?: ReactNode;
};

/** A page's one h1, its introduction and breadcrumb trail, in the band every content page opens with. */
export function PageHeader({ heading, intro, parents = [], children }: PageHeaderProps) {
  return (
    <div className="border-b border-slate-200 bg-brand-50">
      <div className="mx-auto max-w-page px-4 py-10 lg:py-14">
        <Breadcrumbs
          trail={[{ label: 'Home', href: '/' }, ...parents.filter((parent) => parent.href !== '/')]}
          current={heading}
        />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {heading}
        </h1>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-700">{intro}</p>
        {children}
      </div>
    </div>
  );
}
