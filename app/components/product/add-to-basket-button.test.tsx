import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '../../lib/router';
import { beforeEach, expect, test } from 'vitest';
import { findProduct } from '../../catalogue/registry';
import { AddToBasketButton } from './add-to-basket-button';
import { clear, getSnapshot } from '../../basket/store';

function renderButton(id: string, options: Record<string, string>, quantity = 1) {
  const product = findProduct(id);
  if (!product) throw new Error(id);
  render(
    <MemoryRouter initialEntries={['/product']}>
      <Routes>
        <Route
          path="/product"
          element={
            <>
              <AddToBasketButton product={product} options={options} quantity={quantity} />
              <a href="#next">Request Quote</a>
            </>
          }
        />
        <Route path="/cart" element={<h1>Your basket</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const premium = { size: '1200', glassType: 'clear', ledColor: 'pure-white' };

beforeEach(() => clear());

test('adding opens a confirmation with the line, what the basket holds, its price and a link', async () => {
  const user = userEvent.setup();
  renderButton('premium-glass', premium);
  // Before any add, the live region is there, empty, and nothing else is shown.
  expect(screen.getByRole('status')).toHaveTextContent('');
  expect(screen.queryByRole('link', { name: 'View basket' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(screen.getByRole('status')).toHaveTextContent(
    'Added Premium Glass Cabinet to your basket.',
  );
  expect(screen.getByText('1200mm wide, Clear, Pure White')).toBeInTheDocument();
  expect(screen.getByText(/^In your basket: 1,/)).toHaveTextContent('In your basket: 1, £1,199.99');

  // A second add says what the basket now holds.
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(screen.getByText(/^In your basket: 2,/)).toHaveTextContent('In your basket: 2, £2,399.98');
  expect(getSnapshot()).toEqual([{ productId: 'premium-glass', options: premium, quantity: 2 }]);
});

test('only the sentence is a live region: the link and Close are not read out with it', async () => {
  const user = userEvent.setup();
  renderButton('premium-glass', premium);
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent(/^Added Premium Glass Cabinet to your basket\.$/);
  expect(status).not.toContainElement(screen.getByRole('link', { name: 'View basket' }));
});

test('the keyboard reaches View basket and Close right after the button, and Close returns focus', async () => {
  const user = userEvent.setup();
  renderButton('premium-glass', premium);
  await user.tab();
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveFocus();
  await user.keyboard('{Enter}');
  await user.tab();
  expect(screen.getByRole('link', { name: 'View basket' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.queryByRole('link', { name: 'View basket' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent('');
});

test('Escape, a click elsewhere or focus moving on closes it', async () => {
  const user = userEvent.setup();
  renderButton('premium-glass', premium);
  const addButton = screen.getByRole('button', { name: 'Add to Cart' });

  await user.click(addButton);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('link', { name: 'View basket' })).not.toBeInTheDocument();

  await user.click(addButton);
  await user.click(document.body);
  expect(screen.queryByRole('link', { name: 'View basket' })).not.toBeInTheDocument();

  await user.click(addButton);
  act(() => screen.getByRole('link', { name: 'Request Quote' }).focus());
  expect(screen.queryByRole('link', { name: 'View basket' })).not.toBeInTheDocument();
});

test('View basket goes to the basket', async () => {
  const user = userEvent.setup();
  renderButton('premium-glass', premium);
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  await user.click(screen.getByRole('link', { name: 'View basket' }));
  expect(screen.getByRole('heading', { name: 'Your basket' })).toBeInTheDocument();
});

test('a cap is said, and the confirmation gives what the basket really holds', async () => {
  const user = userEvent.setup();
  // Five Premium Glass Cabinets in stock; ask for nine.
  renderButton('premium-glass', premium, 9);
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(screen.getByRole('status')).toHaveTextContent('Only 5 available: your basket has 5.');
  expect(screen.getByText(/^In your basket: 5,/)).toHaveTextContent('In your basket: 5, £5,999.95');
});

test('the same sentence twice in a row is new text in the live region, so it is read again', async () => {
  const user = userEvent.setup();
  renderButton('premium-glass', premium);
  const addButton = screen.getByRole('button', { name: 'Add to Cart' });
  await user.click(addButton);
  const first = screen.getByRole('status').firstElementChild;
  await user.click(addButton);
  const second = screen.getByRole('status').firstElementChild;
  expect(second).toHaveTextContent('Added Premium Glass Cabinet to your basket.');
  expect(first).toHaveTextContent('Added Premium Glass Cabinet to your basket.');
  // Screen readers announce what is added to a live region: a new node, not the same one.
  expect(second).not.toBe(first);
  expect(first?.isConnected).toBe(false);
});
