import { Link } from '../../lib/router';
import { enquiryHref } from '../../catalogue/enquiry';
import { site } from '../../content/site';

const quote = enquiryHref({
  subject: 'quote',
  message: 'I would like a quote for my shop. The work I have in mind is: ',
});
const sales = enquiryHref({
  subject: 'general',
  message: 'I would like to speak to your sales team about: ',
});

export function CallToAction() {
  return (
    <section aria-labelledby="start-project" className="on-dark bg-brand-900 text-white">
      <div className="mx-auto flex max-w-page flex-col items-start gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="start-project" className="text-2xl font-bold sm:text-3xl">
            Planning a new shop or a refit?
          </h2>
          <p className="mt-2 max-w-2xl text-brand-50">
            Tell us what you have in mind and we will come back with prices, lead times and a site
            visit if you need one. Or call us on {site.phone.display}.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link
            to={quote}
            className="rounded-md bg-accent-400 px-5 py-3 font-semibold text-brand-900 hover:bg-accent-300"
          >
            Request a Quote
          </Link>
          <Link
            to={sales}
            className="rounded-md border-2 border-white px-5 py-2.5 font-semibold text-white hover:bg-white/10"
          >
            Contact Sales Team
          </Link>
        </div>
      </div>
    </section>
  );
}
