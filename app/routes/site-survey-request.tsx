import { siteSurveyPage } from '../content/contact-page';
import { site } from '../content/site';
import { SiteSurveyPage } from '../features/contact/site-survey-page';

export function meta() {
  return [
    { title: `${siteSurveyPage.heading} | ${site.name}` },
    { name: 'description', content: siteSurveyPage.description },
  ];
}

export default SiteSurveyPage;
