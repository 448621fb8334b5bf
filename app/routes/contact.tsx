import { contactPage } from '../content/contact-page';
import { site } from '../content/site';
import { ContactPage } from '../features/contact/contact-page';
import { withSeo } from '../head/seo';

function routeMeta() {
  return [
    { title: `${contactPage.heading} | ${site.name}` },
    { name: 'description', content: contactPage.description },
  ];
}

export const meta = withSeo(routeMeta);

export default ContactPage;
