import { Link } from '../../lib/router';

export const textLinkClass =
  'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** A link inside the site goes through the router; an address elsewhere is a plain link. */
export function TextLink({ label, href }: { label: string; href: string }) {
  return href.startsWith('/') ? (
    <Link to={href} className={textLinkClass}>
      {label}
    </Link>
  ) : (
    <a href={href} className={textLinkClass}>
      {label}
    </a>
  );
}
