import { ChevronRight } from 'lucide-react';
import { Link } from '../../lib/router';

type Crumb = { label: string; href: string };

export function Breadcrumbs({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm text-slate-700">
        {trail.map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-1">
            {/* At least 24 px tall, so links on wrapped lines are easy to hit (WCAG 2.5.8). */}
            <Link
              to={crumb.href}
              className="inline-block py-0.5 underline-offset-4 hover:underline"
            >
              {crumb.label}
            </Link>
            <ChevronRight aria-hidden="true" className="size-4" />
          </li>
        ))}
        <li aria-current="page" className="font-medium text-slate-900">
          {current}
        </li>
      </ol>
    </nav>
  );
}
