import type { Config } from '@react-router/dev/config';
import { NOT_FOUND_DOCUMENT_PATH, resourceRoutes, routedPages } from './app/route-table';

export default {
  // No runtime rendering: every routed page is pre-rendered to HTML at build time and
  // served as a static file; the client then hydrates it.
  ssr: false,
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
  prerender: () => [
    ...routedPages().map((page) => page.path),
    ...resourceRoutes.map((resource) => resource.path),
    NOT_FOUND_DOCUMENT_PATH,
  ],
} satisfies Config;
