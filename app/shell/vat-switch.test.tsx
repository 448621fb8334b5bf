import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Price } from '../components/product/price';
import { PRICE_MODE_KEY } from '../components/product/price-mode';
import { VatSwitch } from './vat-switch';

test('the switch turns every price ex VAT and back, remembers it and follows other tabs', () => {
  const { container } = render(
    <>
      <VatSwitch />
      <Price pence={799} unit="/tile" />
      <Price pence={-2000} signed />
      <Price pence={3000} signed />
    </>,
  );
  const prices = () =>
    [...container.querySelectorAll('[data-price]')].map((price) => price.textContent);
  const vatSwitch = screen.getByRole('switch', { name: 'Prices ex VAT' });
  expect(vatSwitch).toHaveAttribute('aria-checked', 'false');
  expect(prices()).toEqual(['£7.99/tile', '-£20.00', '+£30.00']);

  fireEvent.click(vatSwitch);
  expect(vatSwitch).toHaveAttribute('aria-checked', 'true');
  expect(prices()).toEqual(['£6.66/tile ex VAT', '-£16.67 ex VAT', '+£25.00 ex VAT']);
  expect(localStorage.getItem(PRICE_MODE_KEY)).toBe('ex');
  expect(document.documentElement).toHaveClass('ex-vat');

  // Another tab switches back: this one follows.
  act(() => {
    localStorage.setItem(PRICE_MODE_KEY, 'inc');
    window.dispatchEvent(new StorageEvent('storage', { key: PRICE_MODE_KEY }));
  });
  expect(vatSwitch).toHaveAttribute('aria-checked', 'false');
  expect(prices()).toEqual(['£7.99/tile', '-£20.00', '+£30.00']);
  expect(document.documentElement).not.toHaveClass('ex-vat');
});
