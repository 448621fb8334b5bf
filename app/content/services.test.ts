import { expect, test } from 'vitest';
import { enquiryHref, readEnquiry, serviceEnquiry } from '../catalogue/enquiry';
import { serviceIds, servicePath } from './service-links';
import { serviceAtPath, services } from './services';

test('there are seven services, one per id, each with its own path', () => {
  expect(services.map((service) => service.id)).toEqual(serviceIds);
  expect(services.map(servicePath)).toEqual([
    '/services/design',
    '/services/sign-installation',
    '/services/shop-fitting',
    '/services/planning',
    '/services/electrical',
    '/services/print',
    '/services/delivery',
  ]);
});

test('each service has what it covers, its steps and its timescales', () => {
  for (const service of services) {
    expect(service.summary.length, service.id).toBeGreaterThan(0);
    expect(service.covers.length, service.id).toBeGreaterThanOrEqual(3);
    expect(service.steps.length, service.id).toBeGreaterThanOrEqual(3);
    expect(service.timescales.length, service.id).toBeGreaterThanOrEqual(2);
    expect(service.related.length, service.id).toBeGreaterThan(0);
  }
});

test('a service is found by its path, with or without a trailing slash', () => {
  expect(serviceAtPath('/services/electrical')?.name).toBe('Electrical');
  expect(serviceAtPath('/services/electrical/')?.name).toBe('Electrical');
  expect(serviceAtPath('/services')).toBeUndefined();
  expect(serviceAtPath('/services/plumbing')).toBeUndefined();
});

test.each(services.map((service) => [service.name, service] as const))(
  'the %s consultation opens the contact form about that service',
  (name, service) => {
    const href = enquiryHref(serviceEnquiry(service));
    const enquiry = readEnquiry(new URL(href, 'https://example.test').searchParams);
    expect(enquiry.subject).toBe('services');
    expect(enquiry.message).toContain(`your ${name} service`);
  },
);
