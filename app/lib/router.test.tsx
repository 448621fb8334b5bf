import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test } from 'vitest';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from './router';

/** What the router holds, shown as text so the tests read it as a visitor would. */
function Where() {
  const location = useLocation();
  const type = useNavigationType();
  return <output>{`${type} ${location.pathname}${location.search}${location.hash}`}</output>;
}

function where() {
  return screen.getByRole('status').textContent;
}

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => window.history.replaceState(null, '', '/'));

test('a link shows its page without a reload: a new history entry with its own key', async () => {
  const user = userEvent.setup();
  render(
    <BrowserRouter>
      <Link to="/products?size=1200#top">Products</Link>
      <Where />
    </BrowserRouter>,
  );
  expect(where()).toBe('POP /');

  await user.click(screen.getByRole('link', { name: 'Products' }));
  expect(where()).toBe('PUSH /products?size=1200#top');
  expect(window.location.pathname + window.location.search).toBe('/products?size=1200');
  const entry = window.history.state as { key: unknown; usr: unknown };
  expect(entry.key).toMatch(/^[a-z0-9]+$/);
  expect(entry.usr).toBeNull();
});

test('a link to the entry on screen replaces it instead of stacking a copy', async () => {
  const user = userEvent.setup();
  const length = window.history.length;
  render(
    <BrowserRouter>
      <Link to="/">Home</Link>
      <Where />
    </BrowserRouter>,
  );
  await user.click(screen.getByRole('link', { name: 'Home' }));
  expect(where()).toBe('REPLACE /');
  expect(window.history.length).toBe(length);
});

test('a click meant for another tab, and a link to another site, are left to the browser', async () => {
  const user = userEvent.setup();
  render(
    <BrowserRouter>
      <Link to="/about">About</Link>
      <Link to="https://example.org/">Elsewhere</Link>
      <Link to="/terms" target="_blank">
        Terms
      </Link>
      <Where />
    </BrowserRouter>,
  );
  const prevented: boolean[] = [];
  const listening = new AbortController();
  document.addEventListener(
    'click',
    (event) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault(); // jsdom does not navigate; this only stops it trying.
    },
    { signal: listening.signal },
  );
  await user.keyboard('[ControlLeft>]');
  await user.click(screen.getByRole('link', { name: 'About' }));
  await user.keyboard('[/ControlLeft]');
  await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
  await user.click(screen.getByRole('link', { name: 'Terms' }));
  listening.abort();
  expect(prevented).toEqual([false, false, false]);
  expect(where()).toBe('POP /');
  expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveAttribute(
    'href',
    'https://example.org/',
  );
});

test('Back is a POP to the entry before, with the key it was given', async () => {
  const user = userEvent.setup();
  render(
    <BrowserRouter>
      <Link to="/first">First</Link>
      <Link to="/second">Second</Link>
      <Where />
    </BrowserRouter>,
  );
  await user.click(screen.getByRole('link', { name: 'First' }));
  const firstKey = (window.history.state as { key: string }).key;
  await user.click(screen.getByRole('link', { name: 'Second' }));
  expect(where()).toBe('PUSH /second');

  await act(async () => {
    const popped = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    window.history.back();
    await popped;
  });
  expect(where()).toBe('POP /first');
  expect((window.history.state as { key: string }).key).toBe(firstKey);
});

function Filters() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <p>{`colour ${params.get('colour') ?? 'any'}`}</p>
      <button type="button" onClick={() => setParams(new URLSearchParams({ colour: 'red' }))}>
        Red
      </button>
      <button type="button" onClick={() => setParams({}, { replace: true })}>
        Clear
      </button>
    </>
  );
}

test('the query is read and set on the page, the #fragment dropped', async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/products/led-lights#range']}>
      <Filters />
      <Where />
    </MemoryRouter>,
  );
  expect(screen.getByText('colour any')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Red' }));
  expect(screen.getByText('colour red')).toBeVisible();
  expect(where()).toBe('PUSH /products/led-lights?colour=red');
  await user.click(screen.getByRole('button', { name: 'Clear' }));
  expect(where()).toBe('REPLACE /products/led-lights');
});

test('a nav link says when its page is on screen: exactly with end, else also below it', () => {
  render(
    <MemoryRouter initialEntries={['/products/led-lights/']}>
      <NavLink to="/products" end>
        Products exactly
      </NavLink>
      <NavLink to="/products">Products and below</NavLink>
      <NavLink to="/products/led-lights" end>
        LED lights
      </NavLink>
      <NavLink to="/products/led">Not a parent</NavLink>
    </MemoryRouter>,
  );
  const current = (name: string) => screen.getByRole('link', { name }).getAttribute('aria-current');
  expect(current('Products exactly')).toBeNull();
  expect(current('Products and below')).toBe('page');
  expect(current('LED lights')).toBe('page');
  expect(current('Not a parent')).toBeNull();
});

test('routes match the path exactly and case-sensitively (a trailing slash aside), else *', () => {
  const app = (path: string) => (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/about" element={<h1>About</h1>} />
        <Route path="*" element={<h1>Home</h1>} />
      </Routes>
    </MemoryRouter>
  );
  const { rerender } = render(app('/about/'));
  expect(screen.getByRole('heading')).toHaveTextContent('About');
  rerender(<div key="again">{app('/ABOUT')}</div>);
  expect(screen.getByRole('heading')).toHaveTextContent('Home');
});

function Quote() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Quote</h1>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

test('Navigate moves on once, replacing the entry; navigate(-1) goes back', async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/', '/contact?basket=1']}>
      <Routes>
        <Route path="/contact" element={<Navigate to="/cart/quote" replace />} />
        <Route path="/cart/quote" element={<Quote />} />
        <Route path="*" element={<h1>Home</h1>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { name: 'Quote' })).toBeVisible();
  expect(where()).toBe('REPLACE /cart/quote');
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
  expect(where()).toBe('POP /');
});

test('a hook used outside a router says so', () => {
  expect(() => render(<Where />)).toThrow(/outside a router/);
});
