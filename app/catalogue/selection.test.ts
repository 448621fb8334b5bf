import { expect, test } from 'vitest';
import { addedChoiceNote, choicePriceNote, describeSelection, lineName } from './selection';
import { defaultSelection } from './pricing';
import { findProduct } from './registry';
import type { Product } from './product';

function product(id: string): Product {
  const found = findProduct(id);
  if (!found) throw new Error(id);
  return found;
}

test.each([
  [
    'toughened-glass-shelf',
    { width: '1000', depth: '250' },
    '8mm Toughened Glass Shelf - 1000mm x 250mm',
  ],
  ['clear-glass-shelf', { width: '800', depth: '300' }, '6mm Clear Glass Shelf - 800mm x 300mm'],
  ['black-suspended-grid', { component: 'cross-tee-600' }, 'Black Suspended Grid - CrossTee 600mm'],
  ['double-sided-gondola', { width: '900', colour: 'black' }, 'Double-Sided Gondola'],
])('the %s line for %j is named "%s"', (id, selection, name) => {
  expect(lineName(product(id), selection)).toBe(name);
});

test('a selection is described in the words the visitor saw', () => {
  expect(
    describeSelection(product('premium-glass'), {
      size: '1500',
      glassType: 'tinted',
      ledColor: 'rgb',
    }),
  ).toEqual([
    { group: 'Size', value: '1500mm wide' },
    { group: 'Glass type', value: 'Tinted' },
    { group: 'LED colour', value: 'RGB Adjustable' },
  ]);
});

test.each([
  ['standard-wall-shelf', 'width', '600', '-£20.00'],
  ['standard-wall-shelf', 'width', '1000', undefined],
  ['standard-wall-shelf', 'width', '1200', '+£30.00'],
  ['standard-wall-shelf', 'colour', 'black', undefined],
  ['double-sided-gondola', 'width', '1500', '£229.00'],
  ['premium-glass', 'glassType', 'frosted', '+£100.00'],
  ['premium-glass', 'ledColor', 'rgb', '+£200.00'],
  ['projecting-signs', 'lighting', 'led', '+£200.00'],
  ['projecting-signs', 'style', 'victorian', '+£100.00'],
  ['black-suspended-grid', 'component', 'brackets', '£19.99'],
])('%s: the %s choice %s shows %s', (id, group, value, note) => {
  expect(choicePriceNote(product(id).pricing, group, value)).toBe(note);
});

test.each([
  ['standard-wall-shelf', 'width', '600', '-£16.67 ex VAT'],
  ['standard-wall-shelf', 'width', '1000', undefined],
  ['standard-wall-shelf', 'width', '1200', '+£25.00 ex VAT'],
  ['double-sided-gondola', 'width', '1500', '£190.83 ex VAT'],
  ['black-suspended-grid', 'component', 'brackets', '£16.66 ex VAT'],
])('%s ex VAT: the %s choice %s shows %s', (id, group, value, note) => {
  expect(choicePriceNote(product(id).pricing, group, value, 'ex')).toBe(note);
});

test.each([
  ['toughened-glass-shelf', { label: '800 x 200 mm shelf', each: true }],
  ['clear-glass-shelf', { label: '800 x 200 mm shelf', each: true }],
  ['premium-glass', { label: 'Adds 1200mm wide, Clear, Pure White', each: false }],
])("a card's note for %s says what its button adds", (id, note) => {
  const item = product(id);
  expect(addedChoiceNote(item, defaultSelection(item.options))).toEqual(note);
});
