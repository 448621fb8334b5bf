import { Link } from 'react-router';
import { site } from '../content/site';

export function Logo() {
  return (
    <Link
      to="/"
      aria-label={`${site.name} home page`}
      className="flex shrink-0 items-center gap-2 text-brand-800"
    >
      <svg aria-hidden="true" viewBox="0 0 40 40" className="size-9 lg:size-11">
        <rect width="40" height="40" rx="8" fill="currentColor" />
        <path d="M8 12h24M8 20h24M8 28h24" stroke="#f0b13c" strokeWidth="3" />
        <path d="M11 9v22M29 9v22" stroke="#fff" strokeWidth="2.5" />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className="text-base font-bold tracking-tight lg:text-xl">{site.name}</span>
        <span aria-hidden="true" className="hidden text-xs text-slate-600 lg:block">
          {site.tagline}
        </span>
      </span>
    </Link>
  );
}
