import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../lib/router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { add, clear, getSnapshot } from '../../basket/store';
import { findProduct } from '../../catalogue/registry';
import { setPriceMode } from '../../components/product/price-mode';
import { QuoteRequestPage } from './quote-request-page';

function product(id: string) {
  const found = findProduct(id);
  if (!found) throw new Error(id);
  return found;
}

/** Three lines: £1,299.99 + 3 x £69.99 + 2 x £145.00 = £1,799.96 inc VAT. */
function fillBasket() {
  add(product('premium-glass'), { size: '1200', glassType: 'frosted', ledColor: 'pure-white' }, 1);
  add(product('toughened-glass-shelf'), { width: '800', depth: '200' }, 3);
  add(product('standard-wall-shelf'), { colour: 'grey', width: '1200', eposColor: 'none' }, 2);
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/cart/quote']}>
      <QuoteRequestPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const send = () => screen.getByRole('button', { name: 'Send quote request' });
const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });

// Set before each test, not reset after it: the last test's page is still mounted then.
beforeEach(() => {
  clear();
  setPriceMode('inc');
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

test('the page is "Request a quote", under Basket in the breadcrumb', () => {
  fillBasket();
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Request a quote' })).toBeVisible();
  const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(crumbs).getByRole('link', { name: 'Basket' })).toHaveAttribute('href', '/cart');
  expect(within(crumbs).getByText('Request a quote')).toHaveAttribute('aria-current', 'page');
});

test("the basket's lines are shown once, in one table, then the three totals of record", () => {
  fillBasket();
  renderPage();
  const table = screen.getByRole('table', { name: 'Your basket (6 items)' });
  const rows = within(table).getAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual([
    'ItemQuantityUnit price inc VATLine total inc VAT',
    'Premium Glass CabinetSize: 1200mm wide, Glass type: Frosted, LED colour: Pure WhiteDelivery in 7-10 days1£1,299.99£1,299.99',
    '8mm Toughened Glass Shelf - 800mm x 200mmWidth: 800mm, Depth: 200mmSame day collection available; Estimated 2-3 day delivery3£69.99£209.97',
    expect.stringMatching(/^Standard Wall Shelf.*Estimated 2-3 day delivery2£145\.00£290\.00$/),
    // £1,083.33 + 3 x £58.33 + 2 x £120.83 ex VAT, and VAT once on their sum
    'Total ex VAT£1,499.98',
    'VAT (20%)£300.00',
    'Total inc VAT£1,799.98',
  ]);
  // The lines add up to £1,799.96: one sentence says which total is charged, and why.
  expect(
    screen.getByText(
      'Total inc VAT, which is what you pay, is 2p more than the sum of the catalogue prices: our prices of record are ex VAT, each rounded to the penny, and VAT is worked out once on their total.',
    ),
  ).toBeVisible();
  // Nowhere else on the page: not in a summary, not in a field.
  expect(screen.getAllByText('Premium Glass Cabinet')).toHaveLength(1);
  expect(screen.queryByText(/£1,799\.98/, { ignore: 'td' })).not.toBeInTheDocument();
});

test('a collected line says so in the table, beside a delivered one', () => {
  add(product('white-ceiling-tile'), { size: '600x600' }, 59);
  add(product('showcase'), { size: '800', woodColor: 'oak', ledColor: 'white' }, 1);
  renderPage();
  const table = screen.getByRole('table', { name: 'Your basket (60 items)' });
  const [, tile, cabinet] = within(table).getAllByRole('row');
  expect(
    within(tile ?? table).getByText('Collection only from our Glasgow warehouse'),
  ).toBeVisible();
  expect(within(cabinet ?? table).getByText('Delivery in 5-7 days')).toBeVisible();
});

test('the note is optional and starts empty: never a copy of the basket, nor a message begun on /contact', () => {
  sessionStorage.setItem(
    'clydeside-draft:contact',
    JSON.stringify({
      message: 'I would like to order the following:\n- 1 x Premium Glass Cabinet',
    }),
  );
  fillBasket();
  renderPage();
  const note = textbox(/^Note/);
  expect(note).toHaveAccessibleName(/^Note\s*\(optional\)$/);
  expect(note.tagName).toBe('TEXTAREA');
  expect(note).toHaveValue('');
  expect(note).not.toHaveAttribute('aria-required');
  for (const field of screen.getAllByRole('textbox')) expect(field).toHaveValue('');
  expect(screen.queryByRole('combobox', { name: 'Subject' })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
});

test('an empty send names the two answers it needs; the note is not one of them', async () => {
  fillBasket();
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const user = renderPage();
  await user.click(send());
  await waitFor(() => expect(textbox('Full name')).toHaveFocus());
  expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
    'Your quote request has not been sent: 2 answers need correcting. Enter your full name. Enter your email address.',
  );
  expect(textbox(/^Note/)).not.toHaveAttribute('aria-invalid');
  expect(fetchSpy).not.toHaveBeenCalled();
});

test('sending posts the lines as ids, options and quantities with subject quote, then thanks with the way back to the shop', async () => {
  fillBasket();
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ reference: 'CS-482193', confirmationUrl: '/enquiries/abc' }), {
      status: 201,
    }),
  );
  const user = renderPage();
  await user.type(textbox('Full name'), 'Morag Campbell');
  await user.type(textbox('Email address'), 'morag@example.co.uk');
  await user.type(textbox(/^Company/), 'Campbell Stores');
  await user.click(send());

  const thanks = await screen.findByRole('heading', { name: 'Thank you for your quote request' });
  expect(thanks).toHaveFocus();
  const panel = within(thanks.parentElement ?? document.body);
  expect(panel.getByText('CS-482193')).toBeVisible();
  expect(panel.getByText(/replies within one working day with a priced quote/)).toBeVisible();
  expect(screen.getByRole('link', { name: 'View and print your quote request' })).toHaveAttribute(
    'href',
    '/enquiries/abc',
  );
  expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
    'href',
    '/products',
  );
  expect(screen.queryByRole('button', { name: /Send Another/i })).not.toBeInTheDocument();
  expect(screen.queryByText('Contact Us')).not.toBeInTheDocument();

  const [url, init] = fetchSpy.mock.calls[0] ?? [];
  expect(url).toBe('/api/enquiries');
  const body = JSON.parse(String(init?.body));
  expect(body).toEqual({
    kind: 'contact',
    subject: 'quote',
    name: 'Morag Campbell',
    email: 'morag@example.co.uk',
    phone: '',
    company: 'Campbell Stores',
    message: '',
    lines: [
      {
        productId: 'premium-glass',
        options: { size: '1200', glassType: 'frosted', ledColor: 'pure-white' },
        quantity: 1,
      },
      { productId: 'toughened-glass-shelf', options: { width: '800', depth: '200' }, quantity: 3 },
      {
        productId: 'standard-wall-shelf',
        options: { colour: 'grey', width: '1200', eposColor: 'none' },
        quantity: 2,
      },
    ],
    idempotencyKey: expect.stringMatching(/^[\w-]{16,64}$/),
  });

  // The basket is kept until the visitor empties it; the thanks stay.
  await user.click(screen.getByRole('button', { name: 'Empty my basket' }));
  expect(screen.getByText('Your basket is now empty.')).toBeVisible();
  expect(getSnapshot()).toEqual([]);
  expect(screen.getByRole('heading', { name: 'Thank you for your quote request' })).toBeVisible();
});

test('an empty basket says so and links back to the products, with no form', () => {
  renderPage();
  expect(screen.getByText('Your basket is empty')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
    'href',
    '/products',
  );
  expect(screen.queryByRole('button', { name: 'Send quote request' })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

test('a visitor seeing prices ex VAT gets the lines ex VAT, said in each column, adding up to the same totals', () => {
  setPriceMode('ex');
  fillBasket();
  renderPage();
  const table = screen.getByRole('table', { name: 'Your basket (6 items)' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Item', 'Quantity', 'Unit price ex VAT', 'Line total ex VAT']);
  const cabinet = within(table).getByRole('row', { name: /Premium Glass Cabinet/ });
  // 1,299.99 / 1.2 = 1,083.325, half up.
  expect(
    within(cabinet)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual([expect.stringContaining('Premium Glass Cabinet'), '1', '£1,083.33', '£1,083.33']);
  // 69.99 / 1.2 = 58.325, half up: each shelf £58.33, three £174.99 (not 209.97 / 1.2 = 174.975).
  const shelves = within(table).getByRole('row', { name: /Toughened Glass Shelf/ });
  expect(
    within(shelves)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
      .slice(1),
  ).toEqual(['3', '£58.33', '£174.99']);
  expect(within(table).getByRole('row', { name: /Total ex VAT/ })).toHaveTextContent('£1,499.98');
  expect(within(table).getByRole('row', { name: /VAT \(20%\)/ })).toHaveTextContent('£300.00');
  expect(within(table).getByRole('row', { name: /Total inc VAT/ })).toHaveTextContent('£1,799.98');
  // Ex VAT the lines add up to Total ex VAT: nothing to explain.
  expect(screen.queryByText(/sum of the catalogue prices/)).not.toBeInTheDocument();
});
