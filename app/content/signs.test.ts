import { expect, test } from 'vitest';
import { fromPounds } from '../catalogue/money';
import { fasciaSigns, projectionSigns, signFamilies } from './signs';

test('the fascia signs come in the order and at the prices of SPEC.md section 9', () => {
  expect(fasciaSigns.map(({ id, name, price }) => [id, name, price])).toEqual([
    ['tray-sign', 'Tray Sign', fromPounds(899.99)],
    ['3d-letters', '3D Letters', fromPounds(1299.99)],
    ['rimless-letters', 'Rimless Letters', fromPounds(1499.99)],
    ['backlit-flat-cut', 'Backlit Flat Cut Letters', fromPounds(999.99)],
    ['lightbox-fascia', 'Lightbox Fascia', fromPounds(799.99)],
  ]);
});

test('the projection signs come in the order and at the prices of SPEC.md section 9', () => {
  expect(projectionSigns.map(({ id, name, price }) => [id, name, price])).toEqual([
    ['traditional-hanging', 'Traditional Hanging Sign', fromPounds(499.99)],
    ['modern-flat', 'Modern Flat Projecting Sign', fromPounds(449.99)],
    ['illuminated-lightbox', 'Illuminated Lightbox Projecting Sign', fromPounds(799.99)],
    ['built-up-3d', 'Built-Up 3D Projecting Sign', fromPounds(899.99)],
    ['blade', 'Blade Sign', fromPounds(349.99)],
    ['circular', 'Circular Projecting Sign', fromPounds(399.99)],
  ]);
});

test('sign ids are unique across both pages', () => {
  const ids = [...fasciaSigns, ...projectionSigns].map((sign) => sign.id);
  expect(new Set(ids).size).toBe(ids.length);
});

test.each([...fasciaSigns, ...projectionSigns])(
  '$name has two or more described images of its own and three or more features',
  (sign) => {
    expect(sign.images.length).toBeGreaterThanOrEqual(2);
    sign.images.forEach((image, index) => {
      expect(image.src).toBe(`/images/signs/${sign.id}-${index + 1}.svg`);
      expect(image.alt.length).toBeGreaterThan(10);
      expect([image.width, image.height]).toEqual([800, 600]);
    });
    expect(new Set(sign.images.map((image) => image.alt)).size).toBe(sign.images.length);
    expect(sign.features.length).toBeGreaterThanOrEqual(3);
    expect(Number.isInteger(sign.price)).toBe(true);
  },
);

test('the linked sign families show the first picture of their first sign', () => {
  const ranges = signFamilies.filter((family) => family.kind === 'range');
  expect(ranges.map((family) => family.image.src)).toEqual([
    '/images/signs/tray-sign-1.svg',
    '/images/signs/traditional-hanging-1.svg',
  ]);
  expect(signFamilies.map((family) => family.kind)).toEqual(['range', 'range', 'coming-soon']);
});
