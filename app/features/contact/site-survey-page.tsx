import { siteSurveyPage, surveySteps } from '../../content/site-survey-page';
import { ContactDetails } from './contact-details';
import { PageHeader } from '../../components/ui/page-header';
import { NextSteps } from './next-steps';
import { SiteSurveyForm } from './site-survey-form';

/** /site-survey-request: books a surveyor's visit, the first step for signs and fit-outs. */
export function SiteSurveyPage() {
  return (
    <>
      <PageHeader heading={siteSurveyPage.heading} intro={siteSurveyPage.intro} />
      <div className="mx-auto grid max-w-page items-start gap-8 px-4 pt-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:pt-12">
        <SiteSurveyForm />
        <div className="space-y-8">
          <NextSteps steps={surveySteps} />
          <ContactDetails heading="Questions before you book?" />
        </div>
      </div>
    </>
  );
}
