import { Link } from '../../lib/router';
import { servicePath } from '../../content/service-links';
import { services, servicesHelp, servicesPage, type Service } from '../../content/services';
import { ActionBand } from '../../components/ui/action-band';
import { DownloadLink } from '../../components/ui/download-link';
import { brochure } from '../../content/brochure';
import { PageHeader } from '../../components/ui/page-header';
import { InfoSection } from './info-section';
import { serviceIcons } from './service-icons';

/** /services: the seven services, each a card that opens its own page. */
export function ServicesPage() {
  return (
    <>
      <PageHeader heading={servicesPage.heading} intro={servicesPage.intro}>
        <DownloadLink {...brochure} />
      </PageHeader>
      <InfoSection heading={servicesPage.listHeading} className="mx-auto max-w-page px-4 pt-12">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </InfoSection>
      <ActionBand {...servicesHelp} />
    </>
  );
}

/** The card's name is its one link, stretched over the card so the card clicks as one. */
function ServiceCard({ service }: { service: Service }) {
  const Icon = serviceIcons[service.id];
  return (
    <div className="relative flex h-full gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition-shadow has-[a:hover]:border-brand-600 has-[a:hover]:shadow-md sm:flex-col sm:gap-3 sm:p-6">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div>
        <h3 className="text-lg font-semibold text-brand-900">
          <Link
            to={servicePath(service)}
            className="underline-offset-2 after:absolute after:inset-0 hover:underline"
          >
            {service.name}
          </Link>
        </h3>
        <p className="mt-2 text-sm leading-6 text-slate-700">{service.summary}</p>
      </div>
    </div>
  );
}
