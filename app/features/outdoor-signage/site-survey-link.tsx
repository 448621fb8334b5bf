import { ClipboardCheck } from 'lucide-react';
import { Link } from '../../lib/router';
import { siteSurveyLink } from '../../content/service-links';

/** A link that looks like a button: it goes to a page rather than doing something here. */
export function SiteSurveyLink() {
  return (
    <Link
      to={siteSurveyLink.href}
      className="inline-flex items-center justify-center gap-2 rounded-md bg-accent-400 px-5 py-3 font-semibold text-brand-900 shadow-sm hover:bg-accent-300"
    >
      <ClipboardCheck aria-hidden="true" className="size-5" />
      {siteSurveyLink.label}
    </Link>
  );
}
