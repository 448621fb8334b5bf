import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from '../../lib/router';
import { beforeEach, expect, test } from 'vitest';
import { add, clear } from '../../basket/store';
import { findProduct } from '../../catalogue/registry';
import { setPriceMode } from '../../components/product/price-mode';
import { CartPage } from './cart-page';

function product(id: string) {
  const found = findProduct(id);
  if (!found) throw new Error(id);
  return found;
}

function renderCart() {
  render(
    <MemoryRouter>
      <CartPage />
    </MemoryRouter>,
  );
}

beforeEach(() => clear());

test('an empty basket says so and offers a way back to the products', () => {
  renderCart();
  expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
    'href',
    '/products',
  );
});

test('each line links to its product and shows options, unit price and quantity controls', () => {
  add(product('premium-glass'), { size: '1200', glassType: 'frosted', ledColor: 'pure-white' }, 2);
  add(product('toughened-glass-shelf'), { width: '800', depth: '200' }, 3);
  renderCart();

  // Back on its page, the product shows the choices in the basket.
  expect(screen.getByRole('link', { name: 'Premium Glass Cabinet' })).toHaveAttribute(
    'href',
    '/products/display-cabinet/premium-glass?size=1200&glassType=frosted&ledColor=pure-white',
  );
  expect(
    screen.getByText('Size: 1200mm wide, Glass type: Frosted, LED colour: Pure White'),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('link', { name: '8mm Toughened Glass Shelf - 800mm x 200mm' }),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('button', {
      name: 'Decrease quantity of Premium Glass Cabinet - 1200mm wide - Frosted - Pure White',
    }),
  ).toBeEnabled();
  expect(
    screen.getByRole('button', { name: 'Remove 8mm Toughened Glass Shelf - 800mm x 200mm' }),
  ).toBeInTheDocument();

  const summary = screen.getByRole('region', { name: 'Order Summary' });
  expect(within(summary).getByText('Free')).toBeInTheDocument();
});

/** The summary's figures by their names: "Subtotal" -> "£2,809.95". */
function summaryFigures() {
  const summary = screen.getByRole('region', { name: 'Order Summary' });
  return Object.fromEntries(
    within(summary)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

function fillTwoLines() {
  add(product('premium-glass'), { size: '1200', glassType: 'frosted', ledColor: 'pure-white' }, 2);
  add(product('toughened-glass-shelf'), { width: '800', depth: '200' }, 3);
}

test('inc VAT the lines are catalogue prices; the totals are of record, and one sentence says the difference', () => {
  fillTwoLines();
  renderCart();
  // 2 x £1,299.99 + 3 x £69.99: the lines as shown add up to the Subtotal.
  expect(screen.getByText('£2,599.98')).toBeInTheDocument();
  expect(screen.getByText('£209.97')).toBeInTheDocument();
  // Ex VAT: 2 x £1,083.33 + 3 x £58.33 = £2,341.65; VAT £468.33 (468.33); £2,809.98.
  expect(summaryFigures()).toEqual({
    Subtotal: '£2,809.95',
    Shipping: 'Free',
    'Total ex VAT': '£2,341.65',
    'VAT (20%)': '£468.33',
    'Total inc VAT': '£2,809.98',
  });
  const summary = screen.getByRole('region', { name: 'Order Summary' });
  expect(
    within(summary).getByText(
      'Total inc VAT, which is what you pay, is 3p more than the sum of the catalogue prices: our prices of record are ex VAT, each rounded to the penny, and VAT is worked out once on their total.',
    ),
  ).toBeInTheDocument();
});

test('ex VAT each line is its unit price ex VAT x quantity and the Subtotal is Total ex VAT', () => {
  setPriceMode('ex');
  try {
    fillTwoLines();
    renderCart();
    // £58.33 x 3, not £209.97 / 1.2 = £174.98
    expect(screen.getByText('£174.99')).toBeInTheDocument();
    expect(screen.getByText('£2,166.66')).toBeInTheDocument();
    expect(summaryFigures()).toEqual({
      Subtotal: '£2,341.65 ex VAT',
      Shipping: 'Free',
      'Total ex VAT': '£2,341.65',
      'VAT (20%)': '£468.33',
      'Total inc VAT': '£2,809.98',
    });
    expect(screen.queryByText(/sum of the catalogue prices/)).not.toBeInTheDocument();
  } finally {
    setPriceMode('inc');
  }
});

test('each line says how it is fulfilled; the summary keeps Shipping Free and names what is collected', () => {
  add(product('white-ceiling-tile'), { size: '600x600' }, 59);
  add(product('white-suspended-grid'), { size: '600x600' }, 20);
  add(product('premium-glass'), { size: '1200', glassType: 'clear', ledColor: 'pure-white' }, 1);
  renderCart();

  const items = within(screen.getByRole('region', { name: 'Items in your basket' }));
  const [tile, grid, cabinet] = items.getAllByRole('listitem');
  for (const line of [tile, grid]) {
    expect(
      within(line ?? document.body).getByText('Collection only from our Glasgow warehouse'),
    ).toBeVisible();
  }
  expect(within(cabinet ?? document.body).getByText('Delivery in 7-10 days')).toBeVisible();

  const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
  const shipping = summary.getByText('Shipping').parentElement ?? document.body;
  expect(within(shipping).getByText('Free')).toBeVisible();
  expect(
    within(shipping).getByText(
      'White Ceiling Tile and White Suspended Grid are collection only from our Glasgow warehouse.',
    ),
  ).toBeVisible();
});

test('a basket with nothing collected says only Shipping: Free', () => {
  add(product('premium-glass'), { size: '1200', glassType: 'clear', ledColor: 'pure-white' }, 1);
  renderCart();
  expect(screen.getByText('Delivery in 7-10 days')).toBeVisible();
  const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
  expect(summary.getByText('Shipping').parentElement).toHaveTextContent(/^ShippingFree$/);
  expect(summary.queryByText(/collection only/)).not.toBeInTheDocument();
});

test('minus is disabled at 1 and plus at the stock, keeping the focus; reaching the stock is announced', async () => {
  const user = userEvent.setup();
  add(product('premium-glass'), { size: '1200', glassType: 'clear', ledColor: 'pure-white' }, 4);
  renderCart();
  const name = 'Premium Glass Cabinet';
  const line = `${name} - 1200mm wide - Clear - Pure White`;
  const plus = screen.getByRole('button', { name: `Increase quantity of ${line}` });
  await user.click(plus);
  expect(plus).toHaveAttribute('aria-disabled', 'true');
  expect(plus).toHaveFocus();
  expect(screen.getByText(`Only 5 available: your basket has 5 of ${name}.`)).toBeInTheDocument();
  await user.click(plus);
  expect(screen.getByRole('spinbutton', { name: /^Quantity, Premium Glass Cabinet/ })).toHaveValue(
    5,
  );

  const minus = screen.getByRole('button', { name: `Decrease quantity of ${line}` });
  minus.focus();
  for (let i = 0; i < 5; i += 1) await user.keyboard('{Enter}');
  expect(minus).toHaveAttribute('aria-disabled', 'true');
  expect(minus).toHaveFocus();
  expect(screen.getByRole('spinbutton', { name: /^Quantity, Premium Glass Cabinet/ })).toHaveValue(
    1,
  );
});

test('two lines of one product are told apart by the names of their controls', () => {
  add(product('standard-wall-shelf'), { width: '1000' });
  add(product('standard-wall-shelf'), { width: '1200' });
  renderCart();
  for (const width of ['1000mm', '1200mm']) {
    for (const control of ['Decrease quantity of', 'Increase quantity of', 'Remove']) {
      const named = new RegExp(`^${control} Standard Wall Shelf - .*${width}`);
      expect(screen.getByRole('button', { name: named })).toBeInTheDocument();
    }
    expect(
      screen.getByRole('spinbutton', {
        name: new RegExp(`^Quantity, Standard Wall Shelf.*${width}`),
      }),
    ).toBeInTheDocument();
  }
});

test('removing a line moves the focus to the line that took its place, then to the one before', async () => {
  const user = userEvent.setup();
  add(product('led-back-panel'), { size: '800x1000' });
  add(product('standard-wall-shelf'), { width: '1000' });
  add(product('premium-glass'), { size: '1200', glassType: 'clear', ledColor: 'pure-white' });
  renderCart();
  screen.getByRole('button', { name: /^Remove LED Back Panel/ }).focus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('link', { name: /^Standard Wall Shelf/ })).toHaveFocus();

  screen.getByRole('button', { name: /^Remove Premium Glass Cabinet/ }).focus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('link', { name: /^Standard Wall Shelf/ })).toHaveFocus();
});

test('removing the last line shows the empty state, says what went and focuses Continue Shopping', async () => {
  const user = userEvent.setup();
  add(product('led-back-panel'), { size: '800x1000' });
  renderCart();
  await user.click(screen.getByRole('button', { name: /^Remove LED Back Panel/ }));
  expect(screen.getByRole('status')).toHaveTextContent('Removed LED Back Panel from your basket.');
  expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveFocus();
});

test('Proceed to Checkout opens the quote request page, with nothing of the basket in the address', () => {
  add(product('toughened-glass-shelf'), { width: '800', depth: '200' }, 3);
  renderCart();
  expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
    'href',
    '/cart/quote',
  );
});

/** Where the page's address is now, as the browser's address bar would show it. */
function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

test('a link with &add=1 adds its lines once on arrival, merged within stock, says so and becomes /cart', async () => {
  add(product('white-ceiling-tile'), { size: '600x600' }, 200);
  const { unmount } = render(
    <MemoryRouter
      initialEntries={[
        '/cart?share=white-ceiling-tile.120.size~600x600,black-suspended-grid.2.component~brackets,gone.1&add=1',
      ]}
    >
      <CartPage />
      <Address />
    </MemoryRouter>,
  );
  // The page's live region, first of the page's (each line has its own for its quantity).
  const said = await screen.findByText(/^Added 2 lines/);
  expect(said).toHaveAttribute('role', 'status');
  expect(said).toHaveTextContent(
    'Added 2 lines to your basket. Only 250 available: your basket has 250 of White Ceiling Tile. One line of the link was not recognised and was left out.',
  );
  expect(screen.getByTestId('address')).toHaveTextContent(/^\/cart$/);
  expect(screen.queryByRole('heading', { name: 'Basket shared with you' })).toBeNull();
  const lines = screen.getAllByRole('listitem');
  expect(lines).toHaveLength(2);
  expect(screen.getByRole('spinbutton', { name: /White Ceiling Tile/ })).toHaveValue(250);
  expect(screen.getByRole('spinbutton', { name: /Black Suspended Grid/ })).toHaveValue(2);

  // A reload is of /cart: nothing is added twice.
  unmount();
  render(
    <MemoryRouter initialEntries={['/cart']}>
      <CartPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('spinbutton', { name: /Black Suspended Grid/ })).toHaveValue(2);
  expect(screen.getAllByRole('status')[0]).toHaveTextContent(/^$/);
});

test('what a link added on arrival is one press from gone: Undo puts the basket back as it was', async () => {
  const user = userEvent.setup();
  add(product('white-ceiling-tile'), { size: '600x600' }, 10);
  render(
    <MemoryRouter
      initialEntries={[
        '/cart?share=white-ceiling-tile.5.size~600x600,black-suspended-grid.2.component~brackets&add=1',
      ]}
    >
      <CartPage />
    </MemoryRouter>,
  );
  await screen.findByText(/^Added 2 lines/);
  expect(screen.getByRole('spinbutton', { name: /White Ceiling Tile/ })).toHaveValue(15);
  await user.click(screen.getByRole('button', { name: 'Undo: take these out of my basket' }));
  expect(screen.getByRole('spinbutton', { name: /White Ceiling Tile/ })).toHaveValue(10);
  expect(screen.queryByRole('spinbutton', { name: /Black Suspended Grid/ })).toBeNull();
  expect(screen.getAllByRole('status')[0]).toHaveTextContent(
    'Taken out again: your basket is as it was before the link.',
  );
  expect(screen.queryByRole('button', { name: /Undo/ })).toBeNull();
});

test('Undo is offered only until the visitor changes the basket themselves', async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/cart?share=black-suspended-grid.2.component~brackets&add=1']}>
      <CartPage />
    </MemoryRouter>,
  );
  await screen.findByText(/^Added 1 line/);
  await user.click(screen.getByRole('button', { name: /^Remove/ }));
  expect(screen.queryByRole('button', { name: /Undo/ })).toBeNull();
});

test('a shared link without &add=1 still only shows its lines, adding nothing until asked', () => {
  render(
    <MemoryRouter initialEntries={['/cart?share=black-suspended-grid.2.component~brackets']}>
      <CartPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Basket shared with you' })).toBeInTheDocument();
  expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
});
