import { expect, test } from 'vitest';
import { collectionOnlyNote, collectionOnlySummary, fulfilmentNote } from './fulfilment';
import { findProduct } from './registry';

function product(id: string) {
  const found = findProduct(id);
  if (!found) throw new Error(id);
  return found;
}

test.each([
  ['white-ceiling-tile', 'Collection only from our Glasgow warehouse'],
  ['black-suspended-grid', 'Collection only from our Glasgow warehouse'],
  ['premium-glass', 'Delivery in 7-10 days'],
  ['showcase', 'Delivery in 5-7 days'],
  ['toughened-glass-shelf', 'Same day collection available; Estimated 2-3 day delivery'],
  ['projecting-signs', 'Lead time 3-4 weeks'],
])('%s is fulfilled as its notes say: %s (warranties left out)', (id, note) => {
  expect(fulfilmentNote(product(id))).toBe(note);
});

test('only the ceiling range is collection only', () => {
  expect(collectionOnlyNote(product('white-suspended-grid'))).toBe(
    'Collection only from our Glasgow warehouse',
  );
  expect(collectionOnlyNote(product('toughened-glass-shelf'))).toBeUndefined();
  expect(collectionOnlyNote(product('premium-glass'))).toBeUndefined();
});

test('the summary names each collected product once, in one sentence per note', () => {
  const lines = [
    'white-ceiling-tile',
    'premium-glass',
    'white-suspended-grid',
    'white-ceiling-tile',
  ];
  expect(collectionOnlySummary(lines.map(product))).toEqual([
    'White Ceiling Tile and White Suspended Grid are collection only from our Glasgow warehouse.',
  ]);
  expect(
    collectionOnlySummary(
      ['white-ceiling-tile', 'black-ceiling-tile', 'black-suspended-grid'].map(product),
    ),
  ).toEqual([
    'White Ceiling Tile, Black Ceiling Tile and Black Suspended Grid are collection only from our Glasgow warehouse.',
  ]);
  expect(collectionOnlySummary([product('black-suspended-grid')])).toEqual([
    'Black Suspended Grid is collection only from our Glasgow warehouse.',
  ]);
  expect(collectionOnlySummary([product('premium-glass')])).toEqual([]);
});
