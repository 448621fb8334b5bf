import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '../../lib/router';
import { expect, test } from 'vitest';
import { ProductsPage } from './products-page';

const categories = [
  'Shelving',
  'Illuminated Signage',
  'Outdoor Signage',
  'LED Lights',
  'Display Cabinets',
];

test('each category card shows its picture, sized, with the first row loading at once', () => {
  render(
    <MemoryRouter initialEntries={['/products']}>
      <ProductsPage />
    </MemoryRouter>,
  );
  const cards = categories.map((name) => {
    const card = screen.getByRole('heading', { level: 3, name }).closest('li');
    if (!card) throw new Error(`${name} is not in a card`);
    return card;
  });
  cards.forEach((card, index) => {
    // The heading names the category, so the picture is decoration (alt="").
    const picture = within(card).getByRole('presentation');
    expect(picture.tagName).toBe('IMG');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture.getAttribute('src')).toMatch(/^\/images\/products\/.+\.svg$/);
    expect(picture).toHaveAttribute('width', '800');
    expect(picture).toHaveAttribute('height', '600');
    expect(picture).toHaveAttribute('loading', index < 3 ? 'eager' : 'lazy');
  });
});
