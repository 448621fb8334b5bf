import { expect, test } from 'vitest';
import { catalogueLinks } from '../../content/info-pages';
import { ideaTopics } from '../../content/projects-pages';
import { servicePath } from '../../content/service-links';
import { services } from '../../content/services';
import { menuLinks, pages, routedPages } from '../../routing/route-table';

// The copy of the information pages against the route table: every page they link to
// is built, and every page they provide is routed to the module that renders it.
const routed = new Set(routedPages().map((page) => page.path));

function moduleOf(path: string): string | undefined {
  const page = pages.find((candidate) => candidate.path === path);
  return page && 'module' in page ? page.module : undefined;
}

test('the services are the Services menu, in its order and with its names', () => {
  expect(services.map((service) => ({ path: servicePath(service), label: service.name }))).toEqual(
    menuLinks('services'),
  );
});

test('every service path is routed by the one service module, and /services by the overview', () => {
  for (const service of services) {
    expect(moduleOf(servicePath(service)), service.id).toBe('routes/service.tsx');
  }
  expect(moduleOf('/services')).toBe('routes/services.tsx');
});

test.each([
  ['/projects/ideas', 'routes/projects-ideas.tsx'],
  ['/projects/what-we-do', 'routes/projects-what-we-do.tsx'],
  ['/privacy', 'routes/privacy.tsx'],
  ['/terms', 'routes/terms.tsx'],
  ['/trade-account', 'routes/trade-account.tsx'],
  ['/signup', 'routes/signup.tsx'],
  ['/login', 'routes/login.tsx'],
])('%s is routed to %s', (path, module) => {
  expect(moduleOf(path)).toBe(module);
});

test('every related product of every service is a routed page', () => {
  for (const service of services) {
    for (const link of service.related) expect(routed.has(link.href), link.href).toBe(true);
  }
});

test('every catalogue page the ideas and the copy link to is routed', () => {
  const links = [...Object.values(catalogueLinks), ...ideaTopics.flatMap((topic) => topic.links)];
  for (const link of links) expect(routed.has(link.href), link.href).toBe(true);
});
