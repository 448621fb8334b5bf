import { useId, type ReactNode } from 'react';

type PageSectionProps = {
  heading: ReactNode;
  /** A sentence under the heading. */
  lead?: ReactNode;
  children: ReactNode;
};

/** A titled part of a page, named by its heading for screen readers' landmark lists. */
export function PageSection({ heading, lead, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-page px-4 pt-12">
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      {lead ? <p className="mt-2 max-w-3xl text-slate-700">{lead}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
