import { useId } from 'react';
import { Link } from '../../lib/router';

const primary =
  'inline-flex w-full justify-center rounded-md bg-accent-400 px-5 py-3 font-semibold text-brand-900 hover:bg-accent-300';
const secondary =
  'inline-flex w-full justify-center rounded-md border border-white/70 px-5 py-3 font-semibold text-white hover:bg-brand-700';

type ActionBandProps = {
  heading: string;
  text: string;
  /** The first link is the main action. */
  links: readonly { label: string; href: string }[];
};

/** A band that sends the visitor on from a page: to a service, a survey or the team. */
export function ActionBand({ heading, text, links }: ActionBandProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-page px-4 pt-12">
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
              <Link to={link.href} className={index === 0 ? primary : secondary}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
