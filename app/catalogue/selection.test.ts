import { expect, test } from 'vitest';
import { addedChoiceNote, choicePriceNote, describeSelection, lineName } from './selection';
import { unitExVat } from './money';
import { allSelections, defaultSelection, modifierChange, unitPrice } from './pricing';
import { findProduct, products } from './registry';
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
  const { pricing, options } = product(id);
  expect(choicePriceNote(pricing, defaultSelection(options), group, value)).toBe(note);
});

// Ex VAT a change is what it changes in the unit price of record, so that the prices beside
// the choices add up to the price shown: £79.17 is £95.83 less £16.66, not £16.67.
test.each([
  ['standard-wall-shelf', {}, 'width', '600', '-£16.66 ex VAT'],
  ['standard-wall-shelf', {}, 'width', '1000', undefined],
  ['standard-wall-shelf', {}, 'width', '1200', '+£25.00 ex VAT'],
  ['double-sided-gondola', {}, 'width', '1500', '£190.83 ex VAT'],
  ['black-suspended-grid', {}, 'component', 'brackets', '£16.66 ex VAT'],
  ['clear-glass-shelf', { width: '800' }, 'depth', '300', '+£8.33 ex VAT'],
  ['clear-glass-shelf', { width: '1000' }, 'depth', '300', '+£8.34 ex VAT'],
  ['premium-glass', { size: '1800' }, 'glassType', 'tinted', '+£125.00 ex VAT'],
  ['premium-glass', { size: '1800', glassType: 'tinted' }, 'ledColor', 'rgb', '+£166.66 ex VAT'],
])('%s ex VAT, with %j: the %s choice %s shows %s', (id, chosen, group, value, note) => {
  const { pricing, options } = product(id);
  const selection = { ...defaultSelection(options), ...chosen };
  expect(choicePriceNote(pricing, selection, group, value, 'ex')).toBe(note);
});

test('ex VAT, every selection of every product: the base and the changes chosen add up to the price', () => {
  for (const item of products) {
    const { pricing } = item;
    if (pricing.kind === 'fixed') continue;
    for (const selection of allSelections(item.options)) {
      const base =
        pricing.kind === 'base-with-modifiers'
          ? pricing.base
          : (pricing.prices[selection[pricing.option] ?? ''] ?? pricing.fallback ?? 0);
      const changes = Object.entries(selection).map(
        ([group, value]) => modifierChange(pricing, selection, group, value)?.ex ?? 0,
      );
      const sum = changes.reduce((total, change) => total + change, unitExVat(base));
      expect(sum, `${item.id} ${JSON.stringify(selection)}`).toBe(
        unitExVat(unitPrice(pricing, selection)),
      );
    }
  }
});

test.each([
  ['toughened-glass-shelf', { label: '800 x 200 mm shelf', each: true }],
  ['clear-glass-shelf', { label: '800 x 200 mm shelf', each: true }],
  ['premium-glass', { label: 'Adds 1200mm wide, Clear, Pure White', each: false }],
])("a card's note for %s says what its button adds", (id, note) => {
  const item = product(id);
  expect(addedChoiceNote(item, defaultSelection(item.options))).toEqual(note);
});
