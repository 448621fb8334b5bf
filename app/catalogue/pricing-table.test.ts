import { expect, test } from 'vitest';
import { catalogueLine, fromPounds } from './money';
import { allSelections, unitPrice } from './pricing';
import type { Product, Selection } from './product';
import { findProduct } from './registry';

/**
 * SPEC.md section 9, written out again by hand: the expected unit price in pounds for a
 * selection, and the option values the spec gives. Every combination of every product's
 * options is priced against it, so a wrong number in a data module fails here.
 */
const spec: Record<string, { values: Record<string, string[]>; price: (s: Selection) => number }> =
  {
    'standard-wall-shelf': {
      values: { width: ['600', '800', '1000', '1200'], colour: ['white', 'black', 'grey'] },
      price: (s) => 115 + ({ '600': -20, '800': -10, '1000': 0, '1200': 30 }[s.width ?? ''] ?? NaN),
    },
    'double-sided-gondola': {
      values: { width: ['900', '1200', '1500'], colour: ['white', 'black', 'grey'] },
      price: (s) => ({ '900': 179, '1200': 199, '1500': 229 })[s.width ?? ''] ?? NaN,
    },
    'led-back-panel': {
      values: { size: ['800x1000', '1000x1200'] },
      price: (s) => ({ '800x1000': 250, '1000x1200': 290 })[s.size ?? ''] ?? NaN,
    },
    'clear-glass-shelf': {
      values: { width: ['800', '1000'], depth: ['200', '250', '300'] },
      price: (s) =>
        (({ '800': 49.99, '1000': 59.99 })[s.width ?? ''] ?? NaN) +
        ({ '200': 0, '250': 5, '300': 10 }[s.depth ?? ''] ?? NaN),
    },
    'toughened-glass-shelf': {
      values: { width: ['800', '1000', '1200'], depth: ['200', '250', '300'] },
      price: (s) =>
        (({ '800': 69.99, '1000': 79.99, '1200': 89.99 })[s.width ?? ''] ?? NaN) +
        ({ '200': 0, '250': 7, '300': 15 }[s.depth ?? ''] ?? NaN),
    },
    'projecting-signs': {
      values: {
        size: ['600', '800', '1000'],
        style: ['traditional', 'modern', 'victorian'],
        lighting: ['led', 'non-illuminated'],
      },
      price: (s) =>
        (({ '600': 399.99, '800': 499.99, '1000': 599.99 })[s.size ?? ''] ?? NaN) +
        (s.style === 'victorian' ? 100 : 0) +
        (s.lighting === 'led' ? 200 : 0),
    },
    'black-suspended-grid': {
      values: {
        component: [
          'main-runner',
          'cross-tee-1200',
          'cross-tee-600',
          'side-trim',
          'suspension-wire',
          'brackets',
        ],
      },
      price: (s) =>
        ({
          'main-runner': 12.99,
          'cross-tee-1200': 6.99,
          'cross-tee-600': 4.99,
          'side-trim': 8.99,
          'suspension-wire': 15.99,
          brackets: 19.99,
        })[s.component ?? ''] ?? NaN,
    },
    'white-suspended-grid': {
      values: { size: ['600x600', '1200x600'] },
      price: (s) => ({ '600x600': 10.99, '1200x600': 13.99 })[s.size ?? ''] ?? NaN,
    },
    'black-ceiling-tile': {
      values: { size: ['600x600', '1200x600'] },
      price: (s) => ({ '600x600': 8.99, '1200x600': 11.99 })[s.size ?? ''] ?? NaN,
    },
    'white-ceiling-tile': {
      values: { size: ['600x600', '1200x600'] },
      price: (s) => ({ '600x600': 7.99, '1200x600': 10.99 })[s.size ?? ''] ?? NaN,
    },
    showcase: {
      values: {
        size: ['800', '1000'],
        woodColor: ['oak', 'walnut', 'mahogany', 'white'],
        ledColor: ['white', 'warm-white', 'cool-blue'],
      },
      price: (s) => ({ '800': 899.99, '1000': 999.99 })[s.size ?? ''] ?? NaN,
    },
    'premium-glass': {
      values: {
        size: ['1200', '1500', '1800'],
        glassType: ['clear', 'frosted', 'tinted'],
        ledColor: ['pure-white', 'warm-white', 'rgb'],
      },
      price: (s) =>
        (({ '1200': 1199.99, '1500': 1399.99, '1800': 1599.99 })[s.size ?? ''] ?? NaN) +
        ({ clear: 0, frosted: 100, tinted: 150 }[s.glassType ?? ''] ?? NaN) +
        (s.ledColor === 'rgb' ? 200 : 0),
    },
  };

for (const [id, pounds] of [
  ['rechargeable-menu-light-box', 89.99],
  ['tv-style-menu-board', 199.99],
  ['double-sided-led-display', 299.99],
  ['wall-led-lightbox', 399.99],
] as const) {
  spec[id] = { values: {}, price: () => pounds };
}

const stock: Record<string, number> = {
  'standard-wall-shelf': 15,
  'double-sided-gondola': 10,
  'led-back-panel': 12,
  'clear-glass-shelf': 25,
  'toughened-glass-shelf': 20,
  'projecting-signs': 15,
  'black-suspended-grid': 100,
  'white-suspended-grid': 150,
  'black-ceiling-tile': 200,
  'white-ceiling-tile': 250,
  showcase: 10,
  'premium-glass': 5,
};

function product(id: string): Product {
  const found = findProduct(id);
  if (!found) throw new Error(`No product ${id} in the registry`);
  return found;
}

const cases = Object.entries(spec).flatMap(([id, { price }]) =>
  allSelections(product(id).options).map((selection) => ({
    id,
    selection,
    pounds: price(selection),
  })),
);

test('every product of SPEC.md section 9 is priced', () => {
  expect(cases.length).toBeGreaterThan(100);
});

test.each(cases)('$id $selection costs £$pounds', ({ id, selection, pounds }) => {
  expect(unitPrice(product(id).pricing, selection)).toBe(fromPounds(pounds));
});

test.each(Object.entries(spec))(
  '%s offers exactly the option values SPEC.md gives',
  (id, { values }) => {
    for (const [groupId, expected] of Object.entries(values)) {
      const group = product(id).options.find((option) => option.id === groupId);
      expect(group?.values.map((option) => option.value)).toEqual(expected);
    }
  },
);

test.each(Object.entries(stock))('%s has %i in stock', (id, quantity) => {
  expect(product(id).quantityAvailable).toBe(quantity);
  expect(product(id).inStock).toBe(true);
});

test.each([
  ['double-sided-gondola', { width: '1200', colour: 'grey' }],
  ['toughened-glass-shelf', { width: '800', depth: '200' }],
])('%s opens on %j', (id, defaults) => {
  for (const [groupId, value] of Object.entries(defaults)) {
    expect(product(id).options.find((group) => group.id === groupId)?.defaultValue).toBe(value);
  }
});

test('a toughened width with no price of its own is priced from £69.99', () => {
  expect(unitPrice(product('toughened-glass-shelf').pricing, { width: '1400', depth: '250' })).toBe(
    7699,
  );
});

test.each([
  ['clear-glass-shelf', { width: '1000', depth: '300' }, 3, 20997],
  ['toughened-glass-shelf', { width: '1200', depth: '300' }, 4, 41996],
  ['toughened-glass-shelf', { width: '800', depth: '250' }, 1, 7699],
])('%s %j x %i totals %i pence', (id, selection, quantity, total) => {
  expect(catalogueLine(unitPrice(product(id).pricing, selection), quantity).inc).toBe(total);
});

test.each([
  ['black-suspended-grid', 'Collection only from our Glasgow warehouse'],
  ['white-ceiling-tile', 'Collection only from our Glasgow warehouse'],
  ['showcase', 'Delivery in 5-7 days'],
  ['premium-glass', 'Delivery in 7-10 days'],
  ['projecting-signs', 'Lead time 3-4 weeks'],
])('%s notes "%s"', (id, note) => {
  expect(product(id).notes).toContain(note);
});
