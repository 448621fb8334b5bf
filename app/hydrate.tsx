import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './root';
import { loadPageAt } from './route-view';

export async function hydrate() {
  // The page's module was requested with the rest (app/entry.client.ts); with it in hand,
  // the whole page hydrates in one pass instead of leaving its content inert until a
  // second one.
  await loadPageAt(window.location.pathname).catch(() => undefined);

  // As a transition, hydration yields to the browser every few milliseconds (clicks,
  // paints) instead of holding the main thread for the whole page.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    );
  });
}
