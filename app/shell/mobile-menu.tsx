import { Menu } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { NavLink, useLocation } from '../lib/router';
import { Drawer, drawerOpener } from '../components/ui/drawer';
import { mainNavigation, menuLinks, type NavLink as Link } from '../routing/route-table';

const linkClass =
  'block rounded px-3 py-2 text-slate-800 hover:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700';

export function MobileMenu() {
  const location = useLocation();
  // The menu belongs to the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const openHere = useCallback(() => setOpenOn(location.key), [location.key]);
  const close = () => setOpenOn(null);
  // Without JavaScript (or before it runs) the button opens the drawer as a popover.
  const id = useId();

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-haspopup="dialog"
        {...drawerOpener(id, openHere)}
        className="-ml-2 rounded p-2 text-brand-800 hover:bg-brand-50"
      >
        <Menu aria-hidden="true" className="size-7" />
        <span className="sr-only">Open menu</span>
      </button>
      <Drawer
        open={open}
        onClose={close}
        title="Menu"
        closeLabel="Close menu"
        native={{ id, onOpen: openHere }}
      >
        <nav aria-label="Main">
          <ul className="space-y-1">
            {mainNavigation().map((item) =>
              'links' in item ? (
                <li key={item.label}>
                  <h3 className="mt-4 px-3 pb-1 text-sm font-semibold uppercase tracking-wide text-slate-600">
                    {item.label}
                  </h3>
                  <LinkList links={item.links} />
                </li>
              ) : (
                <li key={item.path}>
                  <NavLink to={item.path} className={linkClass} end>
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        {/* The top bar's links again, not a second "Account" landmark: before the app
            starts the menu opens without hiding the page behind it. */}
        <div className="mt-6 border-t border-slate-200 pt-4">
          <LinkList links={menuLinks('top-bar')} />
        </div>
      </Drawer>
    </div>
  );
}

function LinkList({ links }: { links: readonly Link[] }) {
  return (
    <ul className="space-y-1">
      {links.map((link) => (
        <li key={link.path}>
          <NavLink to={link.path} className={linkClass}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
