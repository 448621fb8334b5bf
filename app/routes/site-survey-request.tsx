import { siteSurveyPage } from '../content/site-survey-page';
import { site } from '../content/site';
import { SiteSurveyPage } from '../features/contact/site-survey-page';
import { withSeo } from '../head/seo';

function routeMeta() {
  return [
    { title: `${siteSurveyPage.heading} | ${site.name}` },
    { name: 'description', content: siteSurveyPage.description },
  ];
}

export const meta = withSeo(routeMeta);

export default SiteSurveyPage;
