import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, test } from 'vitest';
import { setPriceMode } from '../../components/product/price-mode';
import { TypedQuantity } from './typed-quantity';

function CrossTee() {
  const [quantity, setQuantity] = useState(1);
  const [invalid, setInvalid] = useState(false);
  return (
    <>
      <TypedQuantity
        unit={699}
        value={quantity}
        max={500}
        onChange={setQuantity}
        onValidity={(valid) => setInvalid(!valid)}
      />
      <output aria-label="Taken">{invalid ? 'none' : quantity}</output>
    </>
  );
}

/** The line the visitor sees (the screen reader's copy is the status). */
function shownTotal() {
  return screen.getByText(/^Total for/, { ignore: '[role="status"]' }).textContent;
}

afterEach(() => act(() => setPriceMode('inc')));

test('the total follows the quantity as it is typed, and the screen reader hears it once taken', async () => {
  const user = userEvent.setup();
  render(<CrossTee />);
  const field = screen.getByRole('spinbutton', { name: 'Quantity' });
  expect(shownTotal()).toBe('Total for 1: £6.99');
  expect(field).toHaveAccessibleDescription('Total for 1: £6.99');

  await user.clear(field);
  await user.type(field, '24');
  // Shown at once; the live region still holds the quantity taken, so no digit is read out.
  expect(shownTotal()).toBe('Total for 24: £167.76');
  const [total] = screen.getAllByRole('status');
  expect(total).toHaveTextContent('Total for 1: £6.99');

  await user.keyboard('{Enter}');
  expect(total).toHaveTextContent('Total for 24: £167.76');
  expect(field).toHaveAccessibleDescription('Total for 24: £167.76');
});

test('ex VAT the total is the unit price ex VAT times the quantity', async () => {
  const user = userEvent.setup();
  act(() => setPriceMode('ex'));
  render(<CrossTee />);
  const field = screen.getByRole('spinbutton', { name: 'Quantity' });
  expect(shownTotal()).toBe('Total for 1: £5.83 ex VAT');
  await user.clear(field);
  await user.type(field, '24');
  // 24 x £5.83, not £167.76 / 1.2 (£139.80).
  expect(shownTotal()).toBe('Total for 24: £139.92 ex VAT');
});

test('nonsense typed stays in the field to be put right, with no total, and no quantity is taken', async () => {
  const user = userEvent.setup();
  render(<CrossTee />);
  const field = screen.getByRole('spinbutton', { name: 'Quantity' });
  const taken = screen.getByRole('status', { name: 'Taken' });
  await user.clear(field);
  await user.type(field, '12{Enter}');
  expect(taken).toHaveTextContent('12');
  for (const nonsense of ['0', '2.5']) {
    await user.clear(field);
    await user.type(field, nonsense);
    await user.tab();
    // What was typed is kept, marked, and said; the owner is told there is no quantity.
    expect(field).toHaveValue(Number(nonsense));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'Enter a whole number of at least 1 to add to the basket.',
    );
    expect(screen.queryByText(/^Total for/, { ignore: '[role="status"]' })).toBeNull();
    expect(taken).toHaveTextContent('none');
  }
  // Put right, even to the quantity it was: taken again.
  await user.clear(field);
  await user.type(field, '12');
  await user.tab();
  expect(field).not.toHaveAttribute('aria-invalid');
  expect(taken).toHaveTextContent('12');
  expect(shownTotal()).toBe('Total for 12: £83.88');
});

test('more than the stock is taken as the stock, and said', async () => {
  const user = userEvent.setup();
  render(<CrossTee />);
  const field = screen.getByRole('spinbutton', { name: 'Quantity' });
  await user.clear(field);
  await user.type(field, '100000{Enter}');
  expect(field).toHaveValue(500);
  expect(shownTotal()).toBe('Total for 500: £3,495.00');
  expect(screen.getByText('Only 500 in stock: the quantity is 500.')).toBeInTheDocument();
});
