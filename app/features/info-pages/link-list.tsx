import { ArrowRight } from 'lucide-react';
import { Link } from '../../lib/router';
import type { ActionLink } from '../../content/info-pages';

/** Pages to go on to: related products, other services. */
export function LinkList({ links }: { links: readonly ActionLink[] }) {
  return (
    <ul className="space-y-2">
      {links.map((link) => (
        <li key={link.href}>
          <Link
            to={link.href}
            className="group flex items-start gap-2 rounded-md py-1 font-semibold text-brand-700 hover:text-brand-900"
          >
            <ArrowRight
              aria-hidden="true"
              className="mt-1 size-4 shrink-0 transition-transform group-hover:translate-x-0.5"
            />
            <span className="underline-offset-2 group-hover:underline">{link.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
