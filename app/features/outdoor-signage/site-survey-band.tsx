import { useId } from 'react';
import { SiteSurveyLink } from './site-survey-link';

/** Most visitors cannot tell which sign their frontage takes: point them to a survey. */
export function SiteSurveyBand() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-page px-4 pt-12">
      <div className="on-dark flex flex-col gap-6 rounded-xl bg-brand-800 p-6 text-white sm:p-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-2xl font-bold">
            Not sure which sign suits your frontage?
          </h2>
          <p className="mt-3 leading-7 text-brand-50">
            We will measure your frontage, check the fixing surface and power supply, and advise
            whether the sign needs advertisement consent from the council.
          </p>
        </div>
        <SiteSurveyLink />
      </div>
    </section>
  );
}
