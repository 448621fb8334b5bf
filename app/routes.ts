import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { routedPages } from './route-table';

export default [
  ...routedPages().map((page) =>
    page.path === '/' ? index(page.module) : route(page.path, page.module),
  ),
  // Any other path shows the home page (SPEC.md section 2).
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
