import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '../lib/router';
import type { EarlyInput } from './early-input';
import { replayEarlyInput } from './replay-early-input';
import { App } from '../root';
import { loadPageAt } from '../routing/route-view';
import { keepTheEndAsTheFooterIsLaidOut } from '../shell/footer-layout';

/** Resolves once the page has hydrated (app/routing/route-view.tsx marks it). */
function hydrated(): Promise<void> {
  const html = document.documentElement;
  return new Promise((resolve) => {
    if (html.dataset.hydrated === 'true') return resolve();
    const observer = new MutationObserver(() => {
      if (html.dataset.hydrated !== 'true') return;
      observer.disconnect();
      resolve();
    });
    observer.observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

export async function hydrate(early: EarlyInput) {
  // The page's module was requested with the rest (app/boot/entry.client.ts); with it in hand,
  // the whole page hydrates in one pass instead of leaving its content inert until a
  // second one.
  await loadPageAt(window.location.pathname).catch(() => undefined);

  // The footer is not React's to render (app/shell/footer.tsx): its layout code starts here,
  // once for the page's life.
  keepTheEndAsTheFooterIsLaidOut();

  // As a transition, hydration yields to the browser every few milliseconds (clicks,
  // paints) instead of holding the main thread for the whole page. React listens from its
  // call on, but the visitor's changes and presses are kept from it until it has been
  // given them all (app/boot/early-input.ts).
  early.handOver();
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

  // What the visitor did before now, given to the hydrated app as their own input.
  await hydrated();
  replayEarlyInput(early);
}
