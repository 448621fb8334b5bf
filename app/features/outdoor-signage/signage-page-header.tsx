import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TextLink } from '../../content/catalogue-pages';

type SignagePageHeaderProps = {
  heading: string;
  intro: string;
  /** The pages above this one, for the breadcrumb trail. */
  parents: readonly TextLink[];
  children?: ReactNode;
};

/**
 * The page's one h1, its introduction and breadcrumb trail. Styled like the catalogue
 * pages' header, whose classes are copied because features do not import each other.
 */
export function SignagePageHeader({ heading, intro, parents, children }: SignagePageHeaderProps) {
  return (
    <div className="border-b border-slate-200 bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-10 lg:py-14">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
            {parents.map((parent) => (
              <li key={parent.href} className="flex items-center gap-2">
                {/* At least 24 px tall, so links on wrapped lines are easy to hit (WCAG 2.5.8). */}
                <Link
                  to={parent.href}
                  className="inline-block py-0.5 underline-offset-2 hover:underline"
                >
                  {parent.label}
                </Link>
                <span aria-hidden="true">/</span>
              </li>
            ))}
            <li aria-current="page" className="font-semibold text-brand-800">
              {heading}
            </li>
          </ol>
        </nav>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {heading}
        </h1>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-700">{intro}</p>
        {children}
      </div>
    </div>
  );
}
