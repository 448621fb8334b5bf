/**
 * The seven services by id, name and path: what a link to one needs, apart from their
 * pages' copy (services.ts), so a page that only links to a service (the Projects pages)
 * does not carry every service's page in its script.
 */
import type { TextLink } from './catalogue-pages';

export const serviceIds = [
  'design',
  'sign-installation',
  'shop-fitting',
  'planning',
  'electrical',
  'print',
  'delivery',
] as const;

export type ServiceId = (typeof serviceIds)[number];

/** Each service's page heading and the name the consultation message uses. */
export const serviceNames: Readonly<Record<ServiceId, string>> = {
  design: 'Design',
  'sign-installation': 'Sign Installation',
  'shop-fitting': 'Shop Fitting',
  planning: 'Planning',
  electrical: 'Electrical',
  print: 'Print',
  delivery: 'Delivery',
};

export function servicePath(service: { id: ServiceId }): `/services/${ServiceId}` {
  return `/services/${service.id}`;
}

export function serviceLink(id: ServiceId): TextLink {
  return { label: serviceNames[id], href: servicePath({ id }) };
}

/** The site-survey request, which the signs' pages and the Projects pages link to. */
export const siteSurveyLink: TextLink = {
  label: 'Request Site Survey',
  href: '/site-survey-request',
};
