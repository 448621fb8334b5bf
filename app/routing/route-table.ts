/**
 * The one route table. Navigation menus, the pre-render list and the sitemap all read it.
 *
 * Every path the site links to has an entry. An entry with a `module` is routed and
 * pre-rendered; one without is linked but not built yet, so it falls back to the home
 * page like any unknown path (SPEC.md section 2).
 */
import { productPages, productPath } from '../catalogue/product-paths';

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
  {
    path: '/products/outdoor-signage',
    label: 'Outdoor Signage',
    module: 'routes/outdoor-signage.tsx',
    menus: ['products'],
  },
  {
    path: '/products/outdoor-signage/fascia-shop-front-signs',
    label: 'Fascia and Shop Front Signs',
    module: 'routes/fascia-signs.tsx',
  },
  {
    path: '/products/outdoor-signage/projection-sign-types',
    label: 'Projecting Signs',
    module: 'routes/projection-sign-types.tsx',
  },
  {
    path: '/products/indoor-signage',
    label: 'Indoor Signage',
    module: 'routes/indoor-signage.tsx',
    menus: ['products'],
  },
  {
    path: '/products/indoor-signage/advertising-light-box',
    label: 'Advertising Light Boxes',
    module: 'routes/light-box-listing.tsx',
  },
  { path: '/products/gondola-shelving', label: 'Gondola Shelving', menus: ['footer-products'] },
  { path: '/products/wall-units', label: 'Wall Units', menus: ['footer-products'] },
  { path: '/products/accessories', label: 'Accessories', menus: ['footer-products'] },
  { path: '/products/custom-solutions', label: 'Custom Solutions', menus: ['footer-products'] },
  { path: '/services', label: 'Our Services', module: 'routes/services.tsx' },
  { path: '/services/design', label: 'Design', module: 'routes/service.tsx', menus: ['services'] },
  {
    path: '/services/sign-installation',
    label: 'Sign Installation',
    module: 'routes/service.tsx',
    menus: ['services'],
  },
  {
    path: '/services/shop-fitting',
    label: 'Shop Fitting',
    module: 'routes/service.tsx',
    menus: ['services'],
  },
  {
    path: '/services/planning',
    label: 'Planning',
    module: 'routes/service.tsx',
    menus: ['services'],
  },
  {
    path: '/services/electrical',
    label: 'Electrical',
    module: 'routes/service.tsx',
    menus: ['services'],
  },
  { path: '/services/print', label: 'Print', module: 'routes/service.tsx', menus: ['services'] },
  {
    path: '/services/delivery',
    label: 'Delivery',
    module: 'routes/service.tsx',
    menus: ['services'],
  },
  {
    path: '/projects/ideas',
    label: 'Ideas',
    module: 'routes/projects-ideas.tsx',
    menus: ['projects'],
  },
  {
    path: '/projects/what-we-do',
    label: 'What We Do',
    module: 'routes/projects-what-we-do.tsx',
    menus: ['projects'],
  },
  { path: '/gallery', label: 'Gallery', module: 'routes/gallery.tsx', menus: ['main'] },
  { path: '/about', label: 'About Us', module: 'routes/about.tsx', menus: ['footer-quick'] },
  { path: '/contact', label: 'Contact', module: 'routes/contact.tsx', menus: ['footer-quick'] },
  {
    path: '/site-survey-request',
    label: 'Request a Site Survey',
    module: 'routes/site-survey-request.tsx',
  },
  {
    path: '/trade-account',
    label: 'Trade Account',
    module: 'routes/trade-account.tsx',
    menus: ['top-bar'],
  },
  { path: '/signup', label: 'Sign Up', module: 'routes/signup.tsx', menus: ['top-bar'] },
  { path: '/login', label: 'Log In', module: 'routes/login.tsx', menus: ['top-bar'] },
  {
    path: '/privacy',
    label: 'Privacy Policy',
    module: 'routes/privacy.tsx',
    menus: ['footer-legal'],
  },
  {
    path: '/terms',
    label: 'Terms & Conditions',
    module: 'routes/terms.tsx',
    menus: ['footer-legal'],
  },
  { path: '/cart', label: 'Basket', module: 'routes/cart.tsx' },
  { path: '/cart/quote', label: 'Request a quote', module: 'routes/quote-request.tsx' },
  { path: '/search', label: 'Search', module: 'routes/search.tsx' },
] as const satisfies readonly Page[];

export type SitePath = (typeof pages)[number]['path'];

/**
 * Unknown paths render the home page. This path is pre-rendered through the catch-all
 * route so the server has a document to answer them with (status 404); it is not a page
 * of the site and is never linked.
 */
export const NOT_FOUND_DOCUMENT_PATH = '/404';

export type NavLink = { path: SitePath; label: string };

export function menuLinks(menu: Menu): NavLink[] {
  return pages
    .filter((page: Page) => page.menus?.includes(menu))
    .map(({ path, label }) => ({ path, label }));
}

/** The routed pages of the table, without the products'. */
export function sitePages(): (Page & { module: string })[] {
  return (pages as readonly Page[]).filter(
    (page): page is Page & { module: string } => page.module !== undefined,
  );
}

/**
 * Every routed page: the table's, then each product's, all rendered by the one
 * configurator route module. The products' pages come without the products' data
 * (app/catalogue/product-paths.ts), so the route table keeps the catalogue out of the
 * start-up of the pages that show no product.
 */
export function routedPages(): (Page & { module: string })[] {
  return [
    ...sitePages(),
    ...productPages.map((product) => ({
      path: productPath(product),
      label: product.name,
      module: `routes/product-${product.category}.tsx`,
    })),
  ];
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
