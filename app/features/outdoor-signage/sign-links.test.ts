import { expect, test } from 'vitest';
import { readEnquiry } from '../../catalogue/enquiry';
import { findProduct } from '../../catalogue/registry';
import { fasciaSigns, projectionSigns } from '../../content/signs';
import { fasciaSignConfigureHref, projectingSignConfigureHref } from './sign-links';

test('projecting sign types open the configurator, preset to a style the configurator has', () => {
  const styles = findProduct('projecting-signs')
    ?.options.find((group) => group.id === 'style')
    ?.values.map(({ value }) => value);
  expect(projectionSigns.map((sign) => projectingSignConfigureHref(sign))).toEqual([
    '/products/outdoor-signage/projecting-signs?style=traditional',
    '/products/outdoor-signage/projecting-signs?style=modern',
    '/products/outdoor-signage/projecting-signs',
    '/products/outdoor-signage/projecting-signs',
    '/products/outdoor-signage/projecting-signs?style=modern',
    '/products/outdoor-signage/projecting-signs',
  ]);
  for (const { configuratorStyle } of projectionSigns) {
    if (configuratorStyle) expect(styles).toContain(configuratorStyle);
  }
});

test.each(fasciaSigns)('Configure on the $name asks for a quote naming it', (sign) => {
  const href = fasciaSignConfigureHref(sign);
  expect(href.startsWith('/contact?')).toBe(true);
  const enquiry = readEnquiry(new URL(href, 'https://example.test').searchParams);
  expect(enquiry.subject).toBe('quote');
  expect(enquiry.message).toContain(sign.name);
});
