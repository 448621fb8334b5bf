import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import { recordEarlyInput } from './early-input';
import { replayEarlyInput } from './replay-early-input';
import { MemoryRouter } from '../lib/router';
import { ContactPage } from '../features/contact/contact-page';
import { SiteSurveyPage } from '../features/contact/site-survey-page';

// A form as a visitor gets it: pre-rendered HTML that posts to the server by itself, typed
// into before the app takes over (docs/decisions/012), then hydrated and given what was
// typed. What the visitor typed is what the form holds, keeps as its draft and sends.

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  sessionStorage.clear();
});

function prerender(page: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

/** The visitor's typing or choice, as the browser gives it to a page without the app. */
function answer(name: string, value: string) {
  const control = document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
  if (!control) throw new Error(`no ${name}`);
  control.value = value;
  control.dispatchEvent(
    new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

function hydrateAndReplay(container: Element, page: ReactElement) {
  const early = recordEarlyInput();
  return {
    early,
    async start() {
      early.handOver();
      await act(async () => {
        root = hydrateRoot(container, page);
      });
      await act(async () => replayEarlyInput(early));
    },
  };
}

const contact = (
  <MemoryRouter initialEntries={['/contact']}>
    <ContactPage />
  </MemoryRouter>
);

test('before the app runs the form posts to the server itself; after, the app sends it', async () => {
  const errors = vi.spyOn(console, 'error');
  const container = prerender(contact);
  const form = container.querySelector('form');
  expect(form).toHaveAttribute('action', '/api/enquiries');
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('novalidate');

  const { start } = hydrateAndReplay(container, contact);
  await start();
  expect(errors).not.toHaveBeenCalled();
  // React's own action now: a post the app did not take would fail loudly, not leave.
  expect(form?.getAttribute('action')).toMatch(/^javascript:throw/);
  expect(form).not.toHaveAttribute('method');
});

test('typed before the app runs: kept over a saved draft, the draft fills the rest, and both are sent and kept', async () => {
  sessionStorage.setItem(
    'clydeside-draft:contact',
    JSON.stringify({ name: 'From the draft', email: 'morag@example.co.uk' }),
  );
  const container = prerender(contact);
  const { start } = hydrateAndReplay(container, contact);
  answer('name', 'Morag Campbell');
  answer('subject', 'product');
  answer('message', 'Typed while the page loaded');
  await start();

  const field = (name: string) => screen.getByRole('textbox', { name });
  expect(field('Full name')).toHaveValue('Morag Campbell');
  expect(field('Email address')).toHaveValue('morag@example.co.uk');
  expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue('product');
  expect(field('Message')).toHaveValue('Typed while the page loaded');
  expect(JSON.parse(sessionStorage.getItem('clydeside-draft:contact') ?? '{}')).toMatchObject({
    name: 'Morag Campbell',
    email: 'morag@example.co.uk',
    subject: 'product',
    message: 'Typed while the page loaded',
  });

  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ reference: 'CS-654321', confirmationUrl: '/enquiries/y' }), {
      status: 201,
    }),
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByRole('heading', { name: 'Thank you for your message' })).toBeVisible();
  expect(JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body))).toMatchObject({
    name: 'Morag Campbell',
    email: 'morag@example.co.uk',
    subject: 'product',
    message: 'Typed while the page loaded',
  });
});

test('Send pressed as the app takes over is pressed once it has, with what was typed', async () => {
  const container = prerender(contact);
  const { early, start } = hydrateAndReplay(container, contact);
  answer('name', 'Morag Campbell');
  answer('email', 'morag@example.co.uk');
  answer('subject', 'general');
  answer('message', 'Pressed early');
  early.handOver();
  // From the hand-over a press is held, not posted: the server would get it from the
  // pre-rendered form, and the app again once it runs.
  const send = container.querySelector<HTMLButtonElement>('button[type="submit"]');
  const posted = vi.fn((event: Event) => event.preventDefault());
  container.querySelector('form')?.addEventListener('submit', posted);
  send?.click();
  expect(posted).not.toHaveBeenCalled();
  container.querySelector('form')?.removeEventListener('submit', posted);

  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ reference: 'CS-111222', confirmationUrl: '/enquiries/z' }), {
      status: 201,
    }),
  );
  await start();
  expect(await screen.findByRole('heading', { name: 'Thank you for your message' })).toBeVisible();
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  expect(JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body))).toMatchObject({
    name: 'Morag Campbell',
    subject: 'general',
    message: 'Pressed early',
  });
});

test('a site-survey request filled in before the app runs is checked with what was typed', async () => {
  const survey = (
    <MemoryRouter initialEntries={['/site-survey-request']}>
      <SiteSurveyPage />
    </MemoryRouter>
  );
  const container = prerender(survey);
  const { start } = hydrateAndReplay(container, survey);
  answer('name', 'Iain Fraser');
  answer('postcode', 'ARGYLE');
  answer('workType', 'shop-fit-out');
  await start();

  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Request Survey' }));
  const postcode = screen.getByRole('textbox', { name: 'Postcode' });
  // The checks run after the press (the form's action runs in a transition).
  await waitFor(() =>
    expect(postcode).toHaveAccessibleDescription(
      'Error: Enter a UK postcode in the right format, like G5 8RE',
    ),
  );
  expect(screen.getByRole('textbox', { name: 'Full name' })).not.toHaveAttribute('aria-invalid');
  expect(screen.getByRole('combobox', { name: 'Type of work' })).not.toHaveAttribute(
    'aria-invalid',
  );
  expect(screen.getByRole('status')).toHaveTextContent('4 answers need correcting');
  expect(postcode).toHaveValue('ARGYLE');
  expect(fetchSpy).not.toHaveBeenCalled();
});
