import { usePageLocation } from '../lib/router';
import { serviceAtPath } from '../content/services';
import { site } from '../content/site';
import { ServicePage } from '../features/info-pages/service-page';
import type { MetaArgs } from '../head/head-tags';
import { pageMeta, withSeo } from '../head/seo';

// One module serves every /services/{id} path in the route table; the path picks the service.
function routeMeta({ location }: MetaArgs) {
  const service = serviceAtPath(location.pathname);
  if (!service) return [{ title: site.name }];
  return pageMeta({ heading: service.name, description: service.summary });
}

export const meta = withSeo(routeMeta);

export default function ServiceRoute() {
  const service = serviceAtPath(usePageLocation().pathname);
  if (!service) throw new Response('Not Found', { status: 404 });
  return <ServicePage service={service} />;
}
