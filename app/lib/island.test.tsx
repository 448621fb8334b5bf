import { Component, Suspense, act, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { laterParts } from './island';
import { MemoryRouter } from './router';

/** A part as the home page's carousel is one: a button that changes what the part shows. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <section aria-label="Counter">
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        Next
      </button>
      <output>{count}</output>
    </section>
  );
}

const module = { Counter };

/** The module's import, settled by the test. */
function held() {
  let arrive: () => void = () => undefined;
  let fail: () => void = () => undefined;
  const load = () =>
    new Promise<typeof module>((resolve, reject) => {
      arrive = () => resolve(module);
      fail = () => reject(new Error('offline'));
    });
  return { load, arrive: () => arrive(), fail: () => fail() };
}

/** A task later: where the island asks for its part, and where it makes the held presses. */
const aTaskLater = () => act(() => new Promise((resolve) => setTimeout(resolve)));

/**
 * The page as the build pre-renders it (it waits for the part: the island's HTML whole,
 * in its Suspense boundary), hydrated by a page whose part's module is `load`: the
 * browser's first load. Each test names its own island: hydrated ones are remembered.
 */
async function firstLoad(name: string, load: () => Promise<typeof module>) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <div data-island={name}>
      <Suspense>
        <Counter />
      </Suspense>
    </div>,
  );
  document.body.append(container);

  const { Island } = laterParts(load, ['Counter']);
  await act(async () => {
    hydrateRoot(
      container,
      <MemoryRouter>
        <Island name={name} part="Counter" />
      </MemoryRouter>,
    );
  });
}

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});

test('a part keeps its pre-rendered HTML until its module arrives, and presses meanwhile are made once it has', async () => {
  const { load, arrive } = held();
  await firstLoad('first', load);
  await aTaskLater();

  // Hydrated without its part: the HTML as it was, its button pressed to no effect yet.
  expect(screen.getByRole('region', { name: 'Counter' })).toBeInTheDocument();
  screen.getByRole('button', { name: 'Next' }).click();
  screen.getByRole('button', { name: 'Next' }).click();
  expect(screen.getByRole('status')).toHaveTextContent('0');

  await act(async () => arrive());
  await aTaskLater();
  expect(screen.getByRole('status')).toHaveTextContent('2');

  // From then on, presses are React's own, each made once.
  await act(async () => screen.getByRole('button', { name: 'Next' }).click());
  expect(screen.getByRole('status')).toHaveTextContent('3');
});

test('a part whose module fails to load stays as it was, and is loaded again once the browser is online', async () => {
  const { load, arrive, fail } = held();
  await firstLoad('offline', load);
  await aTaskLater();
  screen.getByRole('button', { name: 'Next' }).click();
  await act(async () => fail());
  await aTaskLater();
  expect(screen.getByRole('region', { name: 'Counter' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('0');

  await act(async () => window.dispatchEvent(new Event('online')));
  await act(async () => arrive());
  await aTaskLater();
  // The press made while it was offline, then one made now.
  expect(screen.getByRole('status')).toHaveTextContent('1');
  await act(async () => screen.getByRole('button', { name: 'Next' }).click());
  expect(screen.getByRole('status')).toHaveTextContent('2');
});

class PageError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>This page could not be shown</p> : this.props.children;
  }
}

/** The page drawn afresh (a link, Back), as the router draws it: its own boundaries. */
async function drawnAfresh(name: string, load: () => Promise<typeof module>) {
  document.documentElement.dataset.hydrated = 'true';
  const { Island } = laterParts(load, ['Counter']);
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    createRoot(container).render(
      <MemoryRouter>
        <PageError>
          <Suspense fallback={<p>The page before</p>}>
            <h1>Home</h1>
            <Island name={name} part="Counter" />
          </Suspense>
        </PageError>
      </MemoryRouter>,
    );
  });
}

test('a page drawn afresh waits for its parts, and is never shown without them', async () => {
  const { load, arrive } = held();
  await drawnAfresh('afresh', load);
  expect(screen.getByText('The page before')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();

  await act(async () => arrive());
  expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  await act(async () => screen.getByRole('button', { name: 'Next' }).click());
  expect(screen.getByRole('status')).toHaveTextContent('1');
});

test('a page drawn afresh whose parts fail to load shows the page’s error', async () => {
  const { load, fail } = held();
  await drawnAfresh('afresh-failing', load);
  await act(async () => fail());
  expect(screen.getByText('This page could not be shown')).toBeInTheDocument();
});
