import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useEffect, useRef, type RefObject } from 'react';
import { Link } from '../lib/router';
import { showroomAddress, site } from '../content/site';
import { menuLinks, type Menu } from '../routing/route-table';

/**
 * Until the footer is laid out its box is a stand-in a little shorter than itself (app.css,
 * docs/decisions/024), so a jump to the bottom of the page (End, Ctrl+End, Cmd+Down) would
 * stop short of the end by the difference. The browser scrolls after a key's listeners have
 * run, so laying the footer out on that key makes the jump reach the end. Once is enough:
 * the footer then stays laid out.
 */
function useLaidOutBeforeJumpToEnd(footer: RefObject<HTMLElement | null>) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const toEnd = event.key === 'End' || (event.metaKey && event.key === 'ArrowDown');
      if (!toEnd || !footer.current) return;
      footer.current.style.contentVisibility = 'visible';
      window.removeEventListener('keydown', onKeyDown, true);
    }
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [footer]);
}

/**
 * Any other way to the end (a swipe, a flick of the wheel, a scrollbar dragged down) can
 * reach it in one go before the footer is laid out: the scroll stops at the stand-in's end,
 * and the footer, laid out a frame later, grows below the window (about 100 px at 390 px
 * wide, 190 at 320), leaving the chat button over the copyright line. So when the footer
 * first grows to its real height under a visitor who is at the end of the page, the page
 * follows it to its new end, in the same frame (a ResizeObserver runs after layout and
 * before paint). A visitor anywhere else is not moved. Once is enough, as above.
 */
function useKeptAtEndAsLaidOut(footer: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = footer.current;
    if (!element || laidOut(element)) return;
    let standIn = element.getBoundingClientRect().height;
    const observer = new ResizeObserver(() => {
      const height = element.getBoundingClientRect().height;
      if (!laidOut(element)) {
        standIn = height; // a new width's stand-in
        return;
      }
      observer.disconnect();
      const grown = height - standIn;
      const page = document.documentElement;
      const endBefore = page.scrollHeight - grown - window.innerHeight;
      if (grown > 0 && window.scrollY > 0 && window.scrollY >= endBefore - 1) {
        window.scrollTo(0, page.scrollHeight);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [footer]);
}

/** Whether the footer's contents are laid out (not skipped by `content-visibility`). */
function laidOut(element: HTMLElement): boolean {
  const link = element.querySelector('a');
  // A browser without checkVisibility is left as it was: nothing is followed.
  return typeof link?.checkVisibility !== 'function'
    ? true
    : link.checkVisibility({ contentVisibilityAuto: true });
}

export function Footer() {
  const footer = useRef<HTMLElement>(null);
  useLaidOutBeforeJumpToEnd(footer);
  useKeptAtEndAsLaidOut(footer);
  return (
    // The bottom padding keeps the last line clear of the fixed WhatsApp button.
    // The id is where the first paint may happen: the whole page above it is parsed (root.tsx).
    <footer
      ref={footer}
      id="site-footer"
      className="on-dark mt-16 bg-brand-900 pb-24 text-brand-50"
    >
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
              <Link to={link.path} className="hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
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
            <Link to={link.path} className="hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
