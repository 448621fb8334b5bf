import { expect, test } from 'vitest';
import {
  NOT_FOUND_DOCUMENT_PATH,
  mainNavigation,
  menuLinks,
  pages,
  routedPages,
} from './route-table';

const paths = (menu: Parameters<typeof menuLinks>[0]) => menuLinks(menu).map((link) => link.path);

test('the Products menu lists the seven product ranges of SPEC.md in order', () => {
  expect(paths('products')).toEqual([
    '/products/retail-shelving',
    '/products/glass-shelves',
    '/products/led-lights',
    '/products/ceiling',
    '/products/display-cabinet',
    '/products/outdoor-signage',
    '/products/indoor-signage',
  ]);
});

test('the Services and Projects menus list their pages', () => {
  expect(paths('services')).toEqual([
    '/services/design',
    '/services/sign-installation',
    '/services/shop-fitting',
    '/services/planning',
    '/services/electrical',
    '/services/print',
    '/services/delivery',
  ]);
  expect(paths('projects')).toEqual(['/projects/ideas', '/projects/what-we-do']);
});

test('the main navigation is Home, three menus, then Gallery', () => {
  expect(mainNavigation().map((item) => item.label)).toEqual([
    'Home',
    'Products',
    'Services',
    'Projects',
    'Gallery',
  ]);
});

test('the top bar and footer menus hold the links SPEC.md gives them', () => {
  expect(paths('top-bar')).toEqual(['/trade-account', '/signup', '/login']);
  expect(paths('footer-quick')).toEqual(['/', '/products', '/about', '/contact']);
  expect(paths('footer-products')).toEqual([
    '/products/gondola-shelving',
    '/products/wall-units',
    '/products/accessories',
    '/products/custom-solutions',
  ]);
  expect(paths('footer-legal')).toEqual(['/privacy', '/terms']);
});

test('each path appears once, and the not-found document is not a page', () => {
  const all = pages.map((page) => page.path);
  expect(new Set(all).size).toBe(all.length);
  expect(all).not.toContain(NOT_FOUND_DOCUMENT_PATH);
});

test('the home page is routed; unrouted paths the spec lists stay out of the pre-render list', () => {
  const routed = routedPages().map((page) => page.path);
  expect(routed).toContain('/');
  for (const path of ['/products/gondola-shelving', '/products/wall-units']) {
    expect(routed).not.toContain(path);
  }
});
