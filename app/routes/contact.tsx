import { contactPage } from '../content/contact-page';
import { site } from '../content/site';
import { ContactPage } from '../features/contact/contact-page';

export function meta() {
  return [
    { title: `${contactPage.heading} | ${site.name}` },
    { name: 'description', content: contactPage.description },
  ];
}

export default ContactPage;
