import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { BrowserRouter, useLocation, useNavigationType } from '../lib/router';
import { Footer } from './footer';

/** Where the router is, as text. */
function Where() {
  const location = useLocation();
  return <output>{`${useNavigationType()} ${location.pathname}`}</output>;
}

function Page({ note = 'The same in both' }: { note?: string }) {
  return (
    <BrowserRouter>
      <p>{note}</p>
      <Footer />
      <Where />
    </BrowserRouter>
  );
}

/**
 * The page as the browser gets it (pre-rendered), then hydrated as app/boot/hydrate.tsx does;
 * `note` differs from the pre-rendered one to make React render the page afresh.
 */
async function prerenderAndHydrate(note?: string) {
  vi.stubEnv('SSR', true);
  const html = renderToString(<Page />);
  vi.unstubAllEnvs();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const preRendered = screen.getByRole('contentinfo').innerHTML;
  const recovered: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Page note={note} />, {
      onRecoverableError: (error) => recovered.push(error),
    });
  });
  return { footer: screen.getByRole('contentinfo'), preRendered, recovered };
}

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

test('the pre-rendered footer is kept as it is through hydration and the pages after', async () => {
  const { footer, preRendered, recovered } = await prerenderAndHydrate();
  expect(recovered).toEqual([]);
  expect(preRendered).toContain('Quick Links');
  expect(footer.innerHTML).toBe(preRendered);

  await userEvent.click(within(footer).getByRole('link', { name: 'About Us' }));
  expect(screen.getByRole('status')).toHaveTextContent('PUSH /about');
  // The same elements, not a copy: React rendered none of it.
  expect(footer.innerHTML).toBe(preRendered);
  expect(within(footer).getByRole('heading', { name: 'Products' })).toBeInTheDocument();
});

test('a page React renders afresh, not hydrated, still has the whole footer', async () => {
  const { footer, preRendered, recovered } = await prerenderAndHydrate('Not as pre-rendered');
  expect(recovered).toHaveLength(1);
  expect(screen.getByText('Not as pre-rendered')).toBeInTheDocument();
  expect(footer.innerHTML).toBe(preRendered);
  expect(within(footer).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
});

test("the footer's links to the site's pages are followed in the app, as Links are", async () => {
  const user = userEvent.setup();
  const { footer } = await prerenderAndHydrate();
  const link = (name: string) => within(footer).getByRole('link', { name });

  await user.click(link('Gondola Shelving'));
  expect(screen.getByRole('status')).toHaveTextContent('PUSH /products/gondola-shelving');
  expect(window.location.pathname).toBe('/products/gondola-shelving');
  expect((window.history.state as { key: unknown }).key).toMatch(/^[a-z0-9]+$/);

  // The page on screen is replaced, not stacked for Back to go through.
  await user.click(link('Gondola Shelving'));
  expect(screen.getByRole('status')).toHaveTextContent('REPLACE /products/gondola-shelving');

  // From the keyboard: Enter on a focused link.
  link('Terms & Conditions').focus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('status')).toHaveTextContent('PUSH /terms');
});

test('a click meant for another tab, and links to other sites, the phone or mail, are left to the browser', async () => {
  const user = userEvent.setup();
  const { footer } = await prerenderAndHydrate();
  const link = (name: string | RegExp) => within(footer).getByRole('link', { name });
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
  for (const modifier of ['ControlLeft', 'ShiftLeft', 'MetaLeft', 'AltLeft']) {
    await user.keyboard(`[${modifier}>]`);
    await user.click(link('About Us'));
    await user.keyboard(`[/${modifier}]`);
  }
  await user.pointer({ keys: '[MouseMiddle]', target: link('Contact') });
  await user.click(link('Facebook'));
  await user.click(link(/^0141/));
  await user.click(link('sales@clydesideshopfitters.co.uk'));
  listening.abort();
  expect(prevented).toEqual([false, false, false, false, false, false, false]);
  expect(screen.getByRole('status')).toHaveTextContent('POP /');
});
