import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useBasket } from '../../basket/use-basket';
import { readEnquiry } from '../../catalogue/enquiry';
import { contactFaqs, contactPage } from '../../content/contact-page';
import { useHydrated } from '../../lib/use-hydrated';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { PageHeader } from '../../components/ui/page-header';
import { FaqList } from './faq-list';

/**
 * /contact. Request Quote, Proceed to Checkout and the other enquiry links arrive with
 * ?subject=...&message=..., written by enquiryHref and read back here by readEnquiry.
 * The pre-rendered HTML cannot know the query, so it is read once the page has hydrated;
 * the form is then opened afresh with the enquiry filled in. With ?basket (Proceed to
 * Checkout) the basket's lines go with the message as a quote request.
 */
export function ContactPage() {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const prefill = hydrated ? readEnquiry(params) : {};
  const basket = useBasket();
  const quoting = hydrated && params.has('basket');
  const faqHeadingId = useId();

  return (
    <>
      <PageHeader heading={contactPage.heading} intro={contactPage.intro} />
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 pt-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:pt-12">
        <ContactForm
          key={`${prefill.subject ?? ''}:${prefill.message ?? ''}:${quoting}`}
          prefill={prefill}
          basket={quoting ? basket : undefined}
        />
        <ContactDetails />
      </div>
      <section aria-labelledby={faqHeadingId} className="mx-auto max-w-7xl px-4 pt-12">
        <h2 id={faqHeadingId} className="text-2xl font-bold text-brand-900">
          Frequently asked questions
        </h2>
        <div className="mt-6 max-w-3xl">
          <FaqList faqs={contactFaqs} />
        </div>
      </section>
    </>
  );
}
