import { useId } from 'react';
import { Link } from 'react-router';
import type { TextLink } from '../../content/catalogue-pages';

type ActionBannerProps = { heading: string; text: string; links: readonly TextLink[] };

/** A band that points from a range to the people who plan, quote and fit it. */
export function ActionBanner({ heading, text, links }: ActionBannerProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 pt-12">
      <div className="on-dark flex flex-col gap-6 rounded-xl bg-brand-800 p-6 text-white sm:p-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-2xl font-bold">
            {heading}
          </h2>
          <p className="mt-3 leading-7 text-brand-50">{text}</p>
        </div>
        <ul className="flex flex-col gap-3 sm:flex-row lg:shrink-0">
          {links.map((link, index) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className={
                  index === 0
                    ? 'inline-flex w-full justify-center rounded-md bg-accent-400 px-5 py-3 font-semibold text-brand-900 hover:bg-accent-300'
                    : 'inline-flex w-full justify-center rounded-md border border-white/70 px-5 py-3 font-semibold text-white hover:bg-brand-700'
                }
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
