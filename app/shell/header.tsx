import { useEffect } from 'react';
import { Phone, ShoppingBasket } from 'lucide-react';
import { Link } from '../lib/router';
import { checkBasket, checkBasketWhenIdle } from '../basket/check';
import { useBasketCount } from '../basket/count';
import { site } from '../content/site';
import { useScrolledPast } from '../lib/use-scrolled-past';
import { menuLinks } from '../routing/route-table';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { SiteSearch } from './site-search';
import { VatSwitch } from './vat-switch';

/** Past this many pixels of scroll the header drops its top bar (SPEC.md section 9). */
const COMPACT_AFTER_PX = 50;

/**
 * The header is fixed and a spacer of the same height holds its place, so compacting
 * it (a transform that slides the top bar out of view) never moves the content below.
 */
export function Header() {
  const compact = useScrolledPast(COMPACT_AFTER_PX);
  return (
    <>
      <header
        data-compact={compact}
        // Compact, it slides the top bar out of view, except while the keyboard is in it
        // (the phone number, the account links): nothing focused is ever out of sight. The
        // price switch is in the rows below, in view however far the page is scrolled.
        className="fixed inset-x-0 top-0 z-50 bg-white transition-[transform,box-shadow] duration-200 data-[compact=true]:-translate-y-(--top-bar-height) data-[compact=true]:shadow-md data-[compact=true]:has-[[data-top-bar]:focus-within]:translate-y-0"
      >
        <TopBar />
        <div className="mx-auto flex h-16 max-w-page items-center gap-3 px-4 lg:h-20 lg:gap-8">
          <MobileMenu />
          <Logo />
          <SiteSearch className="relative hidden flex-1 lg:flex" />
          <VatSwitch className="hidden lg:flex" />
          <CartLink />
        </div>
        <div className="relative flex h-[3.25rem] items-center gap-2 border-t border-slate-200 px-4 py-2 lg:hidden">
          <SiteSearch className="flex min-w-0 flex-1" />
          <VatSwitch className="flex lg:hidden" />
        </div>
        <DesktopNav />
      </header>
      <div aria-hidden="true" className="h-(--header-height)" />
    </>
  );
}

function TopBar() {
  return (
    <div
      data-top-bar
      className="on-dark h-(--top-bar-height) whitespace-nowrap bg-brand-900 text-xs text-white sm:text-sm"
    >
      <div className="mx-auto flex h-full max-w-page items-center justify-between gap-3 px-4">
        <a href={`tel:${site.phone.e164}`} className="flex items-center gap-2 hover:underline">
          <Phone aria-hidden="true" className="size-4" />
          <span>
            <span className="sr-only sm:not-sr-only">Call us: </span>
            {site.phone.display}
          </span>
        </a>
        <nav aria-label="Account">
          <ul className="flex items-center gap-3 sm:gap-5">
            {menuLinks('top-bar').map((link) => (
              <li key={link.path}>
                <Link to={link.path} className="hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}

export function basketLabel(count: number): string {
  if (count === 0) return 'Basket';
  return `Basket, ${count} ${count === 1 ? 'item' : 'items'}`;
}

function CartLink() {
  const totalQuantity = useBasketCount();
  // The count is the stored one until the basket is checked against the catalogue, which
  // pages without products load after they have started (app/basket/count.ts); an empty
  // basket has nothing to check.
  const stored = totalQuantity > 0;
  useEffect(() => (stored ? checkBasketWhenIdle() : undefined), [stored]);
  return (
    <Link
      to="/cart"
      aria-label={basketLabel(totalQuantity)}
      // A move toward the basket checks the count now rather than when the browser is idle.
      onPointerEnter={checkBasket}
      onFocus={checkBasket}
      className="ml-auto flex items-center gap-2 rounded-full px-3 py-2 font-medium text-brand-800 hover:bg-brand-50"
    >
      {/* The badge sits over the icon, so it appears without moving anything. */}
      <span className="relative">
        <ShoppingBasket aria-hidden="true" className="size-6" />
        {totalQuantity > 0 && (
          <span
            aria-hidden="true"
            className="absolute -right-2.5 -top-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-500 px-1 text-xs font-bold text-brand-900"
          >
            {totalQuantity > 999 ? '999+' : totalQuantity}
          </span>
        )}
      </span>
      <span className="hidden sm:inline">Basket</span>
    </Link>
  );
}
