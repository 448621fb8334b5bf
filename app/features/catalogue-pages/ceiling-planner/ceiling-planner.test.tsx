import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '../../../lib/router';
import { expect, test } from 'vitest';
import { CeilingPlanner } from './ceiling-planner';

function renderPlanner(query: string) {
  render(
    <MemoryRouter initialEntries={[`/products/ceiling?${query}`]}>
      <CeilingPlanner />
    </MemoryRouter>,
  );
  return screen.getByRole('table', { name: 'Bill of materials' });
}

/** Each body row as [product, quantity, unit price, line total]. */
function rows(bill: HTMLElement) {
  const [body] = within(bill).getAllByRole('rowgroup').slice(1);
  return within(body ?? bill)
    .getAllByRole('row')
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ]);
}

test('a white-grid bill counts tiles and m² of grid, and says what the grid includes', () => {
  const bill = renderPlanner('length=5&width=4');
  expect(rows(bill)).toEqual([
    ['White Ceiling TileSize: 600 x 600 mm', '59 tiles', '£7.99', '£471.41'],
    ['White Suspended GridSize: 600 x 600 mm', '20 m²', '£10.99', '£219.80'],
  ]);
  expect(
    screen.getByText(
      'The white grid is priced per m² of ceiling and includes its main runners, cross tees, wall trim and hangers.',
    ),
  ).toBeVisible();
  expect(screen.getByText('Tiles include 5% for cutting at the edges.')).toBeVisible();
  expect(
    screen.getByText(
      'White Ceiling Tile and White Suspended Grid are collection only from our Glasgow warehouse.',
    ),
  ).toBeVisible();
  // It claims nothing the bill does not list: no loose promise of every fixing.
  expect(screen.queryByText(/every tile, runner and fixing/)).not.toBeInTheDocument();
});

test('a black-grid bill counts each component in its own unit and says it is sold by the piece', () => {
  const bill = renderPlanner('length=5&width=4&grid=black');
  expect(rows(bill).map(([name, quantity]) => [name, quantity])).toEqual([
    ['White Ceiling TileSize: 600 x 600 mm', '59 tiles'],
    ['Black Suspended Grid - Main Runner 3.6m', '5 lengths'],
    ['Black Suspended Grid - CrossTee 1.2m', '28 lengths'],
    ['Black Suspended Grid - CrossTee 600mm', '28 lengths'],
    ['Black Suspended Grid - Side Trim 3m', '6 lengths'],
    ['Black Suspended Grid - Brackets 100', '1 pack'],
    ['Black Suspended Grid - Suspension Wire 5KG', '1 reel'],
  ]);
  expect(
    screen.getByText(
      'The black grid is sold by the piece: runners, tees and trim by the length, brackets by the pack of 100 and hanger wire by the reel, each a line above.',
    ),
  ).toBeVisible();
  expect(screen.queryByText(/priced per m²/)).not.toBeInTheDocument();
});
