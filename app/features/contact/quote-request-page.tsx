import { useBasket } from '../../basket/use-basket';
import { PageHeader } from '../../components/ui/page-header';
import { quoteRequestPage, quoteSteps } from '../../content/quote-request-page';
import { site } from '../../content/site';
import { useHydrated } from '../../lib/use-hydrated';
import { ContactDetails } from './contact-details';
import { NextSteps } from './next-steps';
import { EmptyQuote, QuoteRequestForm } from './quote-request-form';

/**
 * /cart/quote, where Proceed to Checkout leads: the basket sent to the sales team as a
 * quote request. The basket lives in the browser's storage, so the pre-rendered page
 * cannot show it: the form appears once the page has hydrated. Without JavaScript the
 * page says so and how to ask instead, rather than offer a form that cannot send a basket.
 */
export function QuoteRequestPage() {
  const hydrated = useHydrated();
  const basket = useBasket();
  return (
    <>
      <PageHeader
        heading={quoteRequestPage.heading}
        intro={quoteRequestPage.intro}
        parents={[{ label: 'Basket', href: '/cart' }]}
      />
      {/* Tall enough that the footer starts below the fold: the basket appears after
          hydration without moving anything in view. */}
      <div className="mx-auto grid min-h-screen max-w-page content-start items-start gap-8 px-4 pt-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:pt-12">
        <div>{hydrated ? <QuoteRequestForm basket={basket} /> : <BasketNeedsScript />}</div>
        <div className="space-y-8">
          <NextSteps steps={quoteSteps} />
          <ContactDetails heading="Questions about your quote?" />
        </div>
      </div>
    </>
  );
}

function BasketNeedsScript() {
  return (
    <>
      <p className="sr-only noscript:hidden">Loading your basket</p>
      {/* The empty basket's box, unseen, so that on a phone what is below it (the next steps,
          the contact details) is already where it stays when an empty basket is shown in it:
          nothing moves. A basket with lines is taller and moves them down, as before. */}
      <div aria-hidden="true" inert className="invisible noscript:hidden">
        <EmptyQuote />
      </div>
      {/* Shown only where scripts cannot run, as on /cart. */}
      <div className="hidden rounded-lg border border-slate-300 px-6 py-8 noscript:block">
        <p className="text-lg font-semibold">
          Your basket is kept in this browser and needs JavaScript to be shown, so it cannot be sent
          from this page.
        </p>
        <p className="mt-3">
          Turn JavaScript on and reload this page, or send us your list through the{' '}
          <a href="/contact" className="font-semibold text-brand-700 underline">
            contact form
          </a>{' '}
          or call us on{' '}
          <a href={`tel:${site.phone.e164}`} className="font-semibold text-brand-700 underline">
            {site.phone.display}
          </a>{' '}
          and we will price it for you.
        </p>
      </div>
    </>
  );
}
