import { useId, type ReactNode } from 'react';

type InfoSectionProps = {
  heading: string;
  /** A sentence under the heading. */
  lead?: string;
  /** A stable id for the heading, for links to this part of the page. */
  id?: string;
  className?: string;
  children: ReactNode;
};

/** A titled part of a page, named by its heading for screen readers' landmark lists. */
export function InfoSection({ heading, lead, id, className = '', children }: InfoSectionProps) {
  const generatedId = useId();
  const headingId = id ?? generatedId;
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      {lead ? <p className="mt-2 max-w-3xl leading-7 text-slate-700">{lead}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
