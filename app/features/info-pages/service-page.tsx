import { Phone } from 'lucide-react';
import { Link } from '../../lib/router';
import { enquiryHref, serviceEnquiry } from '../../catalogue/enquiry';
import { servicePath } from '../../content/service-links';
import { services, servicesPage, type Service } from '../../content/services';
import { site } from '../../content/site';
import { PageHeader } from '../../components/ui/page-header';
import { InfoSection } from './info-section';
import { LinkList } from './link-list';
import { TickList } from '../../components/ui/tick-list';
import { StepList } from './lists';
import { Timescales } from './timescales';

/** One service, rendered from its entry in the services content model. */
export function ServicePage({ service }: { service: Service }) {
  const others = services
    .filter((other) => other.id !== service.id)
    .map((other) => ({ label: other.name, href: servicePath(other) }));
  return (
    <>
      <PageHeader
        heading={service.name}
        intro={service.intro}
        parents={[{ label: servicesPage.heading, href: '/services' }]}
      >
        <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center">
          <Link
            to={enquiryHref(serviceEnquiry(service))}
            className="inline-flex justify-center rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Request Consultation
          </Link>
          <p className="flex items-center gap-2 text-slate-700">
            <Phone aria-hidden="true" className="size-5 text-brand-600" />
            <span>
              or call{' '}
              <a
                href={`tel:${site.phone.e164}`}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {site.phone.display}
              </a>
            </span>
          </p>
        </div>
      </PageHeader>
      <div className="mx-auto grid max-w-page grid-cols-1 gap-12 px-4 pt-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-12">
          <InfoSection heading="What we cover">
            <TickList className="leading-7 text-slate-700" items={service.covers} />
          </InfoSection>
          <InfoSection heading="How it works">
            <StepList items={service.steps} />
          </InfoSection>
          <InfoSection heading="Typical timescales">
            <Timescales timescales={service.timescales} />
          </InfoSection>
        </div>
        <div className="space-y-10">
          <InfoSection heading="Related products">
            <LinkList links={service.related} />
          </InfoSection>
          <InfoSection heading="Other services">
            <LinkList links={others} />
          </InfoSection>
        </div>
      </div>
    </>
  );
}
