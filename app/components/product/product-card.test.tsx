import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../lib/router';
import { beforeEach, expect, test, vi } from 'vitest';
import { findProduct } from '../../catalogue/registry';
import { ProductCard } from './product-card';

// jsdom has no media queries; the card's gallery asks whether motion is reduced.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

function renderCard(id: string) {
  const product = findProduct(id);
  if (!product) throw new Error(id);
  render(
    <MemoryRouter>
      <ProductCard product={product} />
    </MemoryRouter>,
  );
}

test("a glass shelf's card says in a sentence what its button adds and what it costs", () => {
  renderCard('toughened-glass-shelf');
  expect(
    screen.getByText((_, element) => element?.textContent === '800 x 200 mm shelf: £69.99 each'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Adds/)).not.toBeInTheDocument();
});

test("another product's card still lists the choices its button adds", () => {
  renderCard('premium-glass');
  expect(
    screen.getByText(
      (_, element) =>
        element?.tagName === 'P' &&
        element.textContent === 'Adds 1200mm wide, Clear, Pure White: £1,199.99',
    ),
  ).toBeInTheDocument();
});

test('the stock badge keeps its words on one line', () => {
  renderCard('toughened-glass-shelf');
  expect(screen.getByText('In Stock')).toHaveClass('whitespace-nowrap');
});
