import { ChevronDown } from 'lucide-react';
import { Link } from '../../lib/router';
import type { Faq } from '../../content/contact-page';

/**
 * Native disclosure widgets: keyboard and screen-reader support come with the browser,
 * and the answers are in the page for search engines and find-in-page (which opens them).
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {faqs.map((faq) => (
        <details key={faq.question} className="group">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 font-semibold text-brand-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="px-5 pb-5 leading-7 text-slate-800">
            <p>{faq.answer}</p>
            {faq.link ? (
              <p className="mt-2">
                <Link
                  to={faq.link.href}
                  className="inline-block py-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {faq.link.label}
                </Link>
              </p>
            ) : null}
          </div>
        </details>
      ))}
    </div>
  );
}
