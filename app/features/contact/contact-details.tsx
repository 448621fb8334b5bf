import { Clock, ExternalLink, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { showroomAddress, site, whatsAppHref } from '../../content/site';

const [emailLocal, emailDomain] = site.email.split('@');

const linkClass =
  'inline-block py-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** Every other way to reach the sales team, beside the form. */
export function ContactDetails({ heading = 'Other ways to reach us' }: { heading?: string }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-brand-50 p-5 sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        {heading}
      </h2>
      <ul className="mt-4 space-y-5">
        <Detail icon={<Phone className="size-5" />} title="Phone">
          <a href={`tel:${site.phone.e164}`} className={linkClass}>
            {site.phone.display}
          </a>
        </Detail>
        <Detail icon={<Mail className="size-5" />} title="Email">
          <a href={`mailto:${site.email}`} className={`${linkClass} [overflow-wrap:anywhere]`}>
            {/* A long address breaks after the @ rather than mid-word. */}
            {emailLocal}@<wbr />
            {emailDomain}
          </a>
        </Detail>
        <Detail icon={<MessageCircle className="size-5" />} title="WhatsApp">
          <a href={whatsAppHref()} target="_blank" rel="noopener noreferrer" className={linkClass}>
            Message us on WhatsApp, {site.whatsApp.display}
            <span className="font-normal"> (opens in a new tab)</span>
            <ExternalLink aria-hidden="true" className="ml-1 inline size-4 align-[-2px]" />
          </a>
        </Detail>
        <Detail icon={<MapPin className="size-5" />} title="Showroom">
          <address className="not-italic text-slate-800">{showroomAddress()}</address>
        </Detail>
        <Detail icon={<Clock className="size-5" />} title="Opening hours">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
            {site.openingHours.map(({ days, hours }) => (
              <div key={days} className="contents">
                <dt>{days}</dt>
                <dd className="font-medium">{hours}</dd>
              </div>
            ))}
          </dl>
        </Detail>
      </ul>
    </section>
  );
}

function Detail({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-brand-700"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-brand-900">{title}</h3>
        <div className="mt-0.5">{children}</div>
      </div>
    </li>
  );
}
