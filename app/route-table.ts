/**
 * The one route table. Navigation menus, the pre-render list and the sitemap all read it.
 *
 * Every path the site links to has an entry. An entry with a `module` is routed and
 * pre-rendered; one without is linked but not built yet, so it falls back to the home
 * page like any unknown path (SPEC.md section 2).
 */
import { productPath, products } from './catalogue/registry';

export type Menu =
  | 'main'
  | 'products'
  | 'services'
  | 'projects'
  | 'top-bar'
  | 'footer-quick'
  | 'footer-products'
  | 'footer-legal';

export type Page = {
  path: `/${string}`;
  label: string;
  /** Route module, relative to app/. */
  module?: string;
  menus?: readonly Menu[];
};

export const pages = [
  { path: '/', label: 'Home', module: 'routes/home.tsx', menus: ['main', 'footer-quick'] },
  {
    path: '/products',
    label: 'Products',
    module: 'routes/products.tsx',
    menus: ['footer-quick'],
  },
  {
    path: '/products/retail-shelving',
    label: 'Retail Shelving',
    module: 'routes/retail-shelving.tsx',
    menus: ['products'],
  },
  {
    path: '/products/glass-shelves',
    label: 'Glass Shelves',
    module: 'routes/glass-shelves.tsx',
    menus: ['products'],
  },
  {
    path: '/products/led-lights',
    label: 'LED Lights',
    module: 'routes/led-lights.tsx',
    menus: ['products'],
  },
  {
    path: '/products/ceiling',
    label: 'Suspended Ceilings',
    module: 'routes/ceiling.tsx',
    menus: ['products'],
  },
  {
    path: '/products/display-cabinet',
    label: 'Display Cabinets',
    module: 'routes/display-cabinet.tsx',
    menus: ['products'],
  },
  { path: '/products/counter', label: 'Shop Counters', module: 'routes/counter.tsx' },
  { path: '/products/outdoor-signage', label: 'Outdoor Signage', menus: ['products'] },
  { path: '/products/indoor-signage', label: 'Indoor Signage', menus: ['products'] },
  { path: '/products/gondola-shelving', label: 'Gondola Shelving', menus: ['footer-products'] },
  { path: '/products/wall-units', label: 'Wall Units', menus: ['footer-products'] },
  { path: '/products/accessories', label: 'Accessories', menus: ['footer-products'] },
  { path: '/products/custom-solutions', label: 'Custom Solutions', menus: ['footer-products'] },
  { path: '/services/design', label: 'Design', menus: ['services'] },
  { path: '/services/sign-installation', label: 'Sign Installation', menus: ['services'] },
  { path: '/services/shop-fitting', label: 'Shop Fitting', menus: ['services'] },
  { path: '/services/planning', label: 'Planning', menus: ['services'] },
  { path: '/services/electrical', label: 'Electrical', menus: ['services'] },
  { path: '/services/print', label: 'Print', menus: ['services'] },
  { path: '/services/delivery', label: 'Delivery', menus: ['services'] },
  { path: '/projects/ideas', label: 'Ideas', menus: ['projects'] },
  { path: '/projects/what-we-do', label: 'What We Do', menus: ['projects'] },
  { path: '/gallery', label: 'Gallery', menus: ['main'] },
  { path: '/about', label: 'About Us', menus: ['footer-quick'] },
  { path: '/contact', label: 'Contact', menus: ['footer-quick'] },
  { path: '/trade-account', label: 'Trade Account', menus: ['top-bar'] },
  { path: '/signup', label: 'Sign Up', menus: ['top-bar'] },
  { path: '/login', label: 'Log In', menus: ['top-bar'] },
  { path: '/privacy', label: 'Privacy Policy', menus: ['footer-legal'] },
  { path: '/terms', label: 'Terms & Conditions', menus: ['footer-legal'] },
  { path: '/cart', label: 'Basket', module: 'routes/cart.tsx' },
] as const satisfies readonly Page[];

export type SitePath = (typeof pages)[number]['path'];

/**
 * Unknown paths render the home page. This path is pre-rendered through the catch-all
 * route so the server has a document to answer them with (status 404); it is not a page
 * of the site and is never linked.
 */
export const NOT_FOUND_DOCUMENT_PATH = '/404';

/** Every product has its own page, rendered by the one configurator route module. */
function productPages(): Page[] {
  return products.map((product) => ({
    path: productPath(product),
    label: product.name,
    module: 'routes/product.tsx',
  }));
}

export type NavLink = { path: SitePath; label: string };

export function menuLinks(menu: Menu): NavLink[] {
  return pages
    .filter((page: Page) => page.menus?.includes(menu))
    .map(({ path, label }) => ({ path, label }));
}

export function routedPages(): (Page & { module: string })[] {
  const all: readonly Page[] = [...pages, ...productPages()];
  return all.filter((page): page is Page & { module: string } => page.module !== undefined);
}

export type NavItem = NavLink | { label: string; links: NavLink[] };

/** The main navigation, shared by the desktop bar and the mobile menu. */
export function mainNavigation(): NavItem[] {
  const [home, gallery] = menuLinks('main');
  if (!home || !gallery)
    throw new Error('The route table must give the main menu Home and Gallery');
  return [
    home,
    { label: 'Products', links: menuLinks('products') },
    { label: 'Services', links: menuLinks('services') },
    { label: 'Projects', links: menuLinks('projects') },
    gallery,
  ];
}
