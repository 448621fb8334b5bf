import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Price } from '../components/product/price';
import { PRICE_MODE_KEY } from '../components/product/price-mode';
import { VatSwitch } from './vat-switch';

test('the switch turns every price ex VAT and back, remembers it and follows other tabs', () => {
  render(
    <>
      <VatSwitch tone="dark" />
      <Price pence={799} unit="/tile" />
      <Price pence={-2000} signed />
      <Price pence={3000} signed />
    </>,
  );
  const vatSwitch = screen.getByRole('switch', { name: 'Prices ex VAT' });
  expect(vatSwitch).toHaveAttribute('aria-checked', 'false');
  expect(screen.getByText('£7.99/tile')).toBeInTheDocument();
  expect(screen.getByText('-£20.00')).toBeInTheDocument();
  expect(screen.getByText('+£30.00')).toBeInTheDocument();

  fireEvent.click(vatSwitch);
  expect(vatSwitch).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByText(/^£6\.66\/tile/)).toHaveTextContent('£6.66/tile ex VAT');
  expect(screen.getByText(/^-£16\.67/)).toHaveTextContent('-£16.67 ex VAT');
  expect(screen.getByText(/^\+£25\.00/)).toHaveTextContent('+£25.00 ex VAT');
  expect(localStorage.getItem(PRICE_MODE_KEY)).toBe('ex');
  expect(document.documentElement).toHaveClass('ex-vat');

  // Another tab switches back: this one follows.
  act(() => {
    localStorage.setItem(PRICE_MODE_KEY, 'inc');
    window.dispatchEvent(new StorageEvent('storage', { key: PRICE_MODE_KEY }));
  });
  expect(vatSwitch).toHaveAttribute('aria-checked', 'false');
  expect(screen.getByText('£7.99/tile')).toBeInTheDocument();
  expect(document.documentElement).not.toHaveClass('ex-vat');
});
