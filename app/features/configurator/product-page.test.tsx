import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../lib/router';
import { beforeEach, expect, test } from 'vitest';
import { clear } from '../../basket/store';
import { everyDetail } from '../../catalogue/every-detail';
import { findProduct } from '../../catalogue/registry';
import { ProductPage } from './product-page';

function renderProduct(id: string, query = '') {
  const product = findProduct(id);
  if (!product) throw new Error(id);
  render(
    <MemoryRouter initialEntries={[`/products/${product.category}/${id}${query}`]}>
      <ProductPage
        product={product}
        details={everyDetail[id] ?? { keyFeatures: [], specifications: [] }}
      />
    </MemoryRouter>,
  );
}

beforeEach(() => clear());

test('each option group is a labelled group with its price change beside each choice', () => {
  renderProduct('premium-glass');
  expect(
    screen.getByRole('heading', { level: 1, name: 'Premium Glass Cabinet' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Glass type' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Frosted +£100.00' })).not.toBeChecked();
  expect(screen.getByRole('radio', { name: '1200mm wide £1,199.99' })).toBeChecked();
  expect(screen.getByText('Only 5 left')).toBeInTheDocument();
  expect(screen.getByText('Delivery in 7-10 days')).toBeInTheDocument();
});

test("the wall shelf's groups carry SPEC.md's names: Colour, Width and EPOS colour", () => {
  renderProduct('standard-wall-shelf');
  for (const name of ['Colour', 'Width', 'EPOS colour']) {
    expect(screen.getByRole('group', { name })).toBeInTheDocument();
  }
  const epos = screen.getByRole('group', { name: 'EPOS colour' });
  expect(
    within(epos)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value')),
  ).toEqual(['none', 'black', 'white', 'grey']);
});

test('the price follows every choice, and is read out as it changes', async () => {
  const user = userEvent.setup();
  renderProduct('premium-glass');
  await user.click(screen.getByRole('radio', { name: /^Tinted/ }));
  await user.click(screen.getByRole('radio', { name: /^RGB Adjustable/ }));
  const price = screen.getByText(/^Price:/).parentElement;
  expect(price).toHaveTextContent('£1,549.99');
  // A polite live region, read whole: "Price: £1,549.99".
  expect(price).toHaveAttribute('aria-live', 'polite');
  expect(price).toHaveAttribute('aria-atomic', 'true');
});

test('the query picks the options; unknown values fall back to the defaults', () => {
  renderProduct('projecting-signs', '?size=1000&style=victorian&lighting=bogus');
  expect(screen.getByRole('radio', { name: /^1000mm/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: /^Victorian/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: /^Non-Illuminated/ })).toBeChecked();
  expect(screen.getByText(/^Price:/).parentElement).toHaveTextContent('£699.99');
});

test('the black grid offers its components in a labelled dropdown with prices', async () => {
  const user = userEvent.setup();
  renderProduct('black-suspended-grid');
  const select = screen.getByRole('combobox', { name: 'Component' });
  expect(screen.getByRole('option', { name: 'Side Trim 3m (£8.99)' })).toBeInTheDocument();
  await user.selectOptions(select, 'side-trim');
  // Priced each, as sold: a side trim is not sold by the square metre.
  expect(screen.getByText(/^Price:/).parentElement).toHaveTextContent(/£8\.99$/);
  expect(screen.getByText('Collection only from our Glasgow warehouse')).toBeInTheDocument();
});

test('glass shelves: the stepper starts at 0, Add to Cart waits for a quantity, then resets', async () => {
  const user = userEvent.setup();
  renderProduct('toughened-glass-shelf');
  const add = screen.getByRole('button', { name: 'Add to Cart' });
  expect(add).toHaveAttribute('aria-disabled', 'true');
  await user.click(add);
  expect(screen.queryByText(/to your basket\.$/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Decrease quantity' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
  await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
  expect(screen.getByText('Total:')).toHaveTextContent('Total: £139.98');
  await user.click(add);
  expect(
    screen.getByText('Added 2 x 8mm Toughened Glass Shelf - 800mm x 200mm to your basket.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Total:')).toHaveTextContent('Total: £0.00');
  // Unavailable again, and still where the keyboard was.
  expect(add).toHaveAttribute('aria-disabled', 'true');
  expect(add).toHaveFocus();
});

test('ceiling tiles: a typed quantity that is not one adds nothing, and says what to type', async () => {
  const user = userEvent.setup();
  renderProduct('white-ceiling-tile');
  const field = screen.getByRole('spinbutton', { name: 'Quantity' });
  const add = screen.getByRole('button', { name: 'Add to Cart' });
  await user.clear(field);
  await user.type(field, '100');
  await user.click(add);
  expect(screen.getByText(/^Added 100 x White Ceiling Tile/)).toBeInTheDocument();

  // Meant 25: the press after it adds nothing, not the 100 typed before.
  await user.clear(field);
  await user.type(field, '2.5');
  await user.click(add);
  expect(add).toHaveAttribute('aria-disabled', 'true');
  expect(field).toHaveValue(2.5);
  expect(
    screen.getByText('Enter a whole number of at least 1 to add to the basket.'),
  ).toBeVisible();
  expect(screen.queryByText(/^Added 100 x White Ceiling Tile.*In your basket: 200/)).toBeNull();

  await user.clear(field);
  await user.type(field, '25');
  await user.click(add);
  expect(screen.getByText(/^Added 25 x White Ceiling Tile/)).toBeInTheDocument();
});
