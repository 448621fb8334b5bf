import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { catalogueRecord } from '../../catalogue/money';
import { QuoteTable } from './quote-table';

const lines = [
  {
    name: 'Premium Glass Cabinet',
    options: [
      { group: 'Size', value: '1500mm wide' },
      { group: 'Glass type', value: 'Frosted' },
    ],
    quantity: 2,
    unitPrice: 129999,
    lineTotal: 259998,
  },
  { name: 'Wall LED Lightbox', options: [], quantity: 1, unitPrice: 8999, lineTotal: 8999 },
];

/** The lines at catalogue prices (inc VAT), or ex VAT by the rule of record. */
function renderQuote(prices: 'inc' | 'ex' = 'inc') {
  const record = catalogueRecord(lines);
  render(
    <>
      <h2 id="quote">Your quote</h2>
      <QuoteTable
        labelledBy="quote"
        lines={prices === 'ex' ? record.lines : lines}
        totals={record.totals}
        pricedExVat={prices === 'ex'}
      />
    </>,
  );
  return screen.getByRole('table', { name: 'Your quote' });
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

test('each line gives its options, quantity, unit price and total; the totals of record give VAT', () => {
  const table = renderQuote();
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Item', 'Quantity', 'Unit price inc VAT', 'Line total inc VAT']);
  const [, cabinet, lightbox] = within(table).getAllByRole('row');
  expect(cells(cabinet ?? table)).toEqual([
    'Premium Glass CabinetSize: 1500mm wide, Glass type: Frosted',
    '2',
    '£1,299.99',
    '£2,599.98',
  ]);
  expect(cells(lightbox ?? table)).toEqual(['Wall LED Lightbox', '1', '£89.99', '£89.99']);
  // £1,083.33 x 2 + £74.99 ex VAT; VAT on their sum.
  expect(within(table).getByRole('row', { name: /Total ex VAT/ })).toHaveTextContent('£2,241.65');
  expect(within(table).getByRole('row', { name: /VAT \(20%\)/ })).toHaveTextContent('£448.33');
  expect(within(table).getByRole('row', { name: /Total inc VAT/ })).toHaveTextContent('£2,689.98');
});

test('each figure is labelled for the stacked rows of a phone', () => {
  const table = renderQuote();
  const [, cabinet] = within(table).getAllByRole('row');
  expect(
    within(cabinet ?? table)
      .getAllByRole('cell')
      .map((cell) => cell.dataset.label),
  ).toEqual([undefined, 'Quantity', 'Unit price inc VAT', 'Line total inc VAT']);
});

test('prices shown ex VAT say so in their headings; each line is its unit price x quantity', () => {
  const table = renderQuote('ex');
  const [, cabinet, lightbox] = within(table).getAllByRole('row');
  expect(cells(cabinet ?? table).slice(2)).toEqual(['£1,083.33', '£2,166.66']);
  expect(cells(lightbox ?? table).slice(2)).toEqual(['£74.99', '£74.99']);
  expect(within(table).getByRole('columnheader', { name: 'Unit price ex VAT' })).toBeVisible();
  expect(within(table).getByRole('row', { name: /Total ex VAT/ })).toHaveTextContent('£2,241.65');
  expect(within(table).getByRole('row', { name: /Total inc VAT/ })).toHaveTextContent('£2,689.98');
});

test('a sent quote: prices as given ex VAT, and each line with its lead time', () => {
  render(
    <>
      <h2 id="sent">Quote CS-123456 v2</h2>
      <QuoteTable
        labelledBy="sent"
        lines={[
          {
            name: 'Black suspended ceiling grid',
            options: [],
            quantity: 3,
            unitPrice: 1666,
            lineTotal: 4998,
            leadTime: 'Collection only from our Glasgow warehouse',
          },
          { name: 'Installation', options: [], quantity: 1, unitPrice: 45000, lineTotal: 45000 },
        ]}
        totals={{ exVat: 49998, vat: 10000, incVat: 59998 }}
        pricedExVat
        leadTimes
      />
    </>,
  );
  const table = screen.getByRole('table', { name: 'Quote CS-123456 v2' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Item', 'Quantity', 'Unit price ex VAT', 'Line total ex VAT', 'Lead time']);
  const [, grid, installation] = within(table).getAllByRole('row');
  expect(cells(grid ?? table)).toEqual([
    'Black suspended ceiling grid',
    '3',
    '£16.66',
    '£49.98',
    'Collection only from our Glasgow warehouse',
  ]);
  expect(cells(installation ?? table).slice(2, 4)).toEqual(['£450.00', '£450.00']);
  const total = within(table).getByRole('row', { name: /Total inc VAT/ });
  expect(
    within(total)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['£599.98', '']);
});

test('a basket line says under its name how it is fulfilled', () => {
  render(
    <>
      <h2 id="request">Your basket</h2>
      <QuoteTable
        labelledBy="request"
        lines={[
          {
            name: 'White Ceiling Tile',
            options: [{ group: 'Size', value: '600 x 600 mm' }],
            quantity: 59,
            unitPrice: 799,
            lineTotal: 47141,
            fulfilment: 'Collection only from our Glasgow warehouse',
          },
        ]}
      />
    </>,
  );
  const [, tile] = within(screen.getByRole('table', { name: 'Your basket' })).getAllByRole('row');
  expect(cells(tile ?? document.body)[0]).toBe(
    'White Ceiling TileSize: 600 x 600 mmCollection only from our Glasgow warehouse',
  );
});
