import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { laterParts } from './island';

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
 * The page pre-rendered with its part (the build waits for it), then hydrated by a page
 * whose part's module is `load`: the browser's first load.
 */
async function firstLoad(load: () => Promise<typeof module>) {
  const built = laterParts(() => Promise.resolve(module), ['Counter']);
  await built.load();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<built.Island name="counter" part="Counter" />);
  document.body.append(container);

  const parts = laterParts(load, ['Counter']);
  await act(async () => {
    hydrateRoot(container, <parts.Island name="counter" part="Counter" />);
  });
  return parts;
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('a part keeps its pre-rendered HTML until its module arrives, and a press meanwhile is made once it has', async () => {
  const { load, arrive } = held();
  await firstLoad(load);
  await aTaskLater();

  // Hydrated without its part: the HTML as it was, its button pressed to no effect yet.
  expect(screen.getByRole('region', { name: 'Counter' })).toBeInTheDocument();
  screen.getByRole('button', { name: 'Next' }).click();
  screen.getByRole('button', { name: 'Next' }).click();
  expect(screen.getByRole('status')).toHaveTextContent('0');

  await act(async () => arrive());
  await aTaskLater();
  expect(screen.getByRole('status')).toHaveTextContent('2');

  // From then on, presses are React's own.
  await act(async () => screen.getByRole('button', { name: 'Next' }).click());
  expect(screen.getByRole('status')).toHaveTextContent('3');
});

test('a part whose module fails to load stays as it was, and the next load hydrates it', async () => {
  const { load, arrive, fail } = held();
  const parts = await firstLoad(load);
  await aTaskLater();
  await act(async () => fail());
  await aTaskLater();
  expect(screen.getByRole('region', { name: 'Counter' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('0');

  // A later visit asks again (the router does, app/routing/route-view.tsx).
  const again = parts.load();
  await act(async () => arrive());
  await act(async () => again);
  await aTaskLater();
  await act(async () => screen.getByRole('button', { name: 'Next' }).click());
  expect(screen.getByRole('status')).toHaveTextContent('1');
});
