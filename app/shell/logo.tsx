import { Link } from '../lib/router';
import { site } from '../content/site';
import { LogoMark } from './logo-mark';

export function Logo() {
  return (
    <Link
      to="/"
      aria-label={`${site.name} home page`}
      className="flex shrink-0 items-center gap-2 text-brand-800"
    >
      <LogoMark className="size-9 lg:size-11" />
      <span className="flex flex-col leading-tight">
        <span className="text-base font-bold tracking-tight lg:text-xl">{site.name}</span>
        <span aria-hidden="true" className="hidden text-xs text-slate-600 lg:block">
          {site.tagline}
        </span>
      </span>
    </Link>
  );
}
