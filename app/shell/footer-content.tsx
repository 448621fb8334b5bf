import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { showroomAddress, site } from '../content/site';
import { menuLinks, type Menu } from '../routing/route-table';

/**
 * What the footer holds: the same on every page, rendered only when a page is pre-rendered.
 * The browser keeps it as the HTML has it; React neither hydrates nor renders it (footer.tsx).
 * Its links to the site's pages are plain links: the footer follows them in the app.
 */
export function FooterContent() {
  return (
    <>
      <div className="mx-auto grid max-w-page gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[5fr_4fr_4fr_6fr]">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-lg font-semibold text-white">
            {site.name}
          </h2>
          <p className="mt-3 text-sm leading-6">
            Shelving, glass shelves, lighting, ceilings, display cabinets, counters and signage for
            shops across Scotland, from our Glasgow showroom since {site.foundingYear}.
          </p>
          <ul aria-label="Social media" className="mt-4 flex flex-wrap gap-3">
            {site.social.map(({ network, href }) => (
              <li key={network}>
                <a
                  href={href}
                  rel="noopener noreferrer"
                  className="inline-block rounded border border-brand-100/40 px-3 py-1 text-sm hover:bg-brand-800"
                >
                  {network}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <FooterLinks title="Quick Links" menu="footer-quick" />
        <FooterLinks title="Products" menu="footer-products" />
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-semibold text-white">
            Contact Us
          </h2>
          <address className="mt-3 space-y-3 text-sm not-italic leading-6">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <span>Showroom: {showroomAddress()}</span>
            </p>
            <p className="flex gap-2">
              <Phone aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <a href={`tel:${site.phone.e164}`} className="hover:underline">
                {site.phone.display}
              </a>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <a href={`mailto:${site.email}`} className="break-all hover:underline">
                {site.email}
              </a>
            </p>
          </address>
          <div className="mt-3 flex gap-2 text-sm leading-6">
            <Clock aria-hidden="true" className="mt-1 size-4 shrink-0" />
            <dl className="grid grid-cols-[auto_1fr] gap-x-3">
              {site.openingHours.map(({ short, days, hours }) => (
                <div key={short} className="contents">
                  <dt>
                    <abbr title={days} className="no-underline">
                      {short}
                    </abbr>
                  </dt>
                  <dd>{hours}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
      </div>
      <div className="mx-auto flex max-w-page flex-col gap-3 border-t border-brand-100/20 px-4 pt-6 text-sm sm:flex-row sm:justify-between">
        <p>© {site.name}, Glasgow. Prices shown in pounds sterling.</p>
        <ul aria-label="Legal" className="flex gap-5">
          {menuLinks('footer-legal').map((link) => (
            <li key={link.path}>
              <a className="hover:underline" href={link.path}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

function FooterLinks({ title, menu }: { title: string; menu: Menu }) {
  const id = `footer-${menu}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-white">
        {title}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {menuLinks(menu).map((link) => (
          <li key={link.path}>
            <a className="hover:underline" href={link.path}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
