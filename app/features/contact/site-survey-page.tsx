import { useId } from 'react';
import { siteSurveyPage, surveySteps } from '../../content/contact-page';
import { ContactDetails } from './contact-details';
import { PageHeader } from '../../components/ui/page-header';
import { SiteSurveyForm } from './site-survey-form';

/** /site-survey-request: books a surveyor's visit, the first step for signs and fit-outs. */
export function SiteSurveyPage() {
  const stepsHeadingId = useId();
  return (
    <>
      <PageHeader heading={siteSurveyPage.heading} intro={siteSurveyPage.intro} />
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 pt-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:pt-12">
        <SiteSurveyForm />
        <div className="space-y-8">
          <section
            aria-labelledby={stepsHeadingId}
            className="rounded-lg border border-slate-200 p-5 sm:p-6"
          >
            <h2 id={stepsHeadingId} className="text-xl font-bold text-brand-900">
              What happens next
            </h2>
            <ol className="mt-4 space-y-4">
              {surveySteps.map((step, index) => (
                <li key={step.title} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-400 font-bold text-brand-900"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold text-brand-900">{step.title}</h3>
                    <p className="mt-1 text-sm leading-6 text-slate-700">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
          <ContactDetails heading="Questions before you book?" />
        </div>
      </div>
    </>
  );
}
