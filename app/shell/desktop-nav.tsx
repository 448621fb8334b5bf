import { NavLink } from '../lib/router';
import { DisclosureMenu } from '../components/ui/disclosure-menu';
import { mainNavigation } from '../routing/route-table';

const linkClass =
  'block rounded px-3 py-2 font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:underline-offset-8';

export function DesktopNav() {
  return (
    <nav aria-label="Main" className="hidden h-12 border-t border-slate-200 lg:block">
      <ul className="mx-auto flex h-full max-w-page items-center gap-1 px-4">
        {mainNavigation().map((item) => (
          <li key={item.label}>
            {'links' in item ? (
              <DisclosureMenu
                label={item.label}
                links={item.links.map(({ path, label }) => ({ to: path, label }))}
              />
            ) : (
              <NavLink to={item.path} className={linkClass} end>
                {item.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
