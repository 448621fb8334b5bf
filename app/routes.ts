import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { resourceRoutes, routedPages } from './route-table';

export default [
  ...routedPages().map((page) =>
    // The path is the route's id: several paths share one module (the product page).
    page.path === '/' ? index(page.module) : route(page.path, page.module, { id: page.path }),
  ),
  ...resourceRoutes.map((resource) => route(resource.path, resource.module)),
  // Any other path shows the home page (SPEC.md section 2).
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
