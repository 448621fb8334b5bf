import { useId } from 'react';
import { Navigate, useSearchParams } from '../../lib/router';
import { readEnquiry } from '../../catalogue/enquiry';
import { contactFaqs, contactPage } from '../../content/contact-page';
import { useHydrated } from '../../lib/use-hydrated';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { PageHeader } from '../../components/ui/page-header';
import { FaqList } from './faq-list';

/**
 * /contact. Request Quote and the other enquiry links arrive with ?subject=...&message=...,
 * written by enquiryHref and read back here by readEnquiry. The pre-rendered HTML cannot
 * know the query, so it is read once the page has hydrated; the form is then opened afresh
 * with the enquiry filled in. An old Proceed to Checkout link (?basket) goes on to the
 * basket's own quote request, /cart/quote.
 */
export function ContactPage() {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const prefill = hydrated ? readEnquiry(params) : {};
  const faqHeadingId = useId();

  if (hydrated && params.has('basket')) return <Navigate to="/cart/quote" replace />;

  return (
    <>
      <PageHeader heading={contactPage.heading} intro={contactPage.intro} />
      <div className="mx-auto grid max-w-page items-start gap-8 px-4 pt-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:pt-12">
        <ContactForm key={`${prefill.subject ?? ''}:${prefill.message ?? ''}`} prefill={prefill} />
        <ContactDetails />
      </div>
      <section aria-labelledby={faqHeadingId} className="mx-auto max-w-page px-4 pt-12">
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
