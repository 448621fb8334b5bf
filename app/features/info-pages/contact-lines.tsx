import { Mail, MapPin, Phone } from 'lucide-react';
import { showroomAddress, site } from '../../content/site';
import { textLinkClass } from './text-link';

/** The business's phone, email and (optionally) address, from the site configuration. */
export function ContactLines({ withAddress = true }: { withAddress?: boolean }) {
  return (
    <address className="space-y-2 not-italic leading-7 text-slate-700">
      {withAddress ? (
        <p className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
          <span>
            {site.name}, {showroomAddress()}
          </span>
        </p>
      ) : null}
      <p className="flex gap-3">
        <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
        <a href={`tel:${site.phone.e164}`} className={textLinkClass}>
          {site.phone.display}
        </a>
      </p>
      <p className="flex gap-3">
        <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
        <a href={`mailto:${site.email}`} className={`${textLinkClass} min-w-0`}>
          <EmailAddress address={site.email} />
        </a>
      </p>
    </address>
  );
}

/** A long address may wrap after its @ on a narrow screen, never mid-word. */
function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
