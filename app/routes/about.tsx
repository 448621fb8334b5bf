import { site } from '../content/site';
import { AboutPage } from '../features/about/about-page';
import { withSeo } from '../head/seo';

function routeMeta() {
  return [
    { title: `About Us | ${site.name}` },
    {
      name: 'description',
      content: `${site.name}: shop fitters in Glasgow since ${site.foundingYear}. Who we are, what we do and where we work.`,
    },
  ];
}

export const meta = withSeo(routeMeta);

export default AboutPage;
