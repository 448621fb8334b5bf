// @ts-check
/**
 * The floor page's script: hydrates the pre-rendered component, and nothing else. Once it
 * has hydrated it sets `data-hydrated="true"` on <html> in an effect, as the site's pages do
 * (app/routing/route-view.tsx), so the phone-profile loads (scripts/bench/interactive.js)
 * time it as they time a page.
 */
import { createElement, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Floor } from './floor.js';

function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return createElement(Floor);
}

const root = document.getElementById('root');
if (root) hydrateRoot(root, createElement(Hydrated));
