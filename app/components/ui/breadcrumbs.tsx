import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

type Crumb = { label: string; path: string };

export function Breadcrumbs({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-700">
        {trail.map((crumb) => (
          <li key={crumb.path} className="flex items-center gap-1">
            <Link to={crumb.path} className="underline-offset-4 hover:underline">
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
