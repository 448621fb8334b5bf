import { expect, test } from 'vitest';
import { go, hydrated, inEveryEngine } from './harness';
import type { Page } from 'puppeteer-core';

// tests/e2e/first-paint.spec.ts's @smoke journeys read the HTML over HTTP, the same in any
// engine; here each engine loads the pages (docs/decisions/008, 010, 019): the inline styles
// and the head's one inline script are allowed by their hashes (no Content-Security-Policy
// violation, the styles applied), the page asks for one script, `async` at low priority, and
// every script the engine fetches until the page is hydrated is one the HTML names: no
// request chain before hydration. The home page's later parts (docs/decisions/044) are asked for
// in a task after it marks itself hydrated, so only requests started before that moment count.
const PAGES = [
  '/',
  '/cart',
  '/products/glass-shelves/toughened-glass-shelf',
  '/products/display-cabinet/premium-glass',
  '/products/indoor-signage/advertising-light-box',
];

interface Watched {
  violations: string[];
  hydratedAt?: number;
}

/**
 * Records each Content-Security-Policy violation of the page, from its first script on, and the
 * moment the page marks itself hydrated.
 */
async function watchPage(page: Page) {
  await page.evaluateOnNewDocument(() => {
    const watched: Watched = { violations: [] };
    (window as unknown as { watched: Watched }).watched = watched;
    document.addEventListener('securitypolicyviolation', (event) =>
      watched.violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
    new MutationObserver(() => {
      if (watched.hydratedAt === undefined && document.documentElement.dataset.hydrated === 'true')
        watched.hydratedAt = performance.now();
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-hydrated'],
    });
  });
}

inEveryEngine((open) => {
  test('each measured page is styled and started within its Content-Security-Policy, one script and no request chain (@smoke)', async () => {
    const page = await open();
    await watchPage(page);
    for (const path of PAGES) {
      await go(page, path);
      await hydrated(page);
      const seen = await page.evaluate(() => {
        const watched = (window as unknown as { watched: Watched }).watched;
        const script = document.querySelector<HTMLScriptElement>('script[data-start]');
        const framework = document.querySelector<HTMLLinkElement>(
          'link[rel="modulepreload"][fetchpriority="low"]',
        );
        const named = [
          script?.src,
          framework?.href,
          ...(script?.dataset.modules?.split(' ') ?? []).map((href) =>
            href ? new URL(href, location.href).href : '',
          ),
        ].filter(Boolean);
        const fetched = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < (watched.hydratedAt ?? Infinity))
          .map((entry) => entry.name)
          .filter((name) => new URL(name).pathname.endsWith('.js'));
        return {
          violations: watched.violations,
          hydratedAt: watched.hydratedAt,
          styles: document.querySelectorAll('style').length,
          stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
          // The inline styles applied: the footer is the brand's dark colour, not transparent.
          footer: getComputedStyle(document.querySelector('footer') ?? document.body)
            .backgroundColor,
          scripts: [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map(
            (element) => ({
              async: element.async,
              priority: element.getAttribute('fetchpriority'),
            }),
          ),
          framework: Boolean(framework),
          unnamed: fetched.filter((name) => !named.includes(name)),
          fetched: fetched.length,
        };
      });
      expect(seen.violations, path).toEqual([]);
      expect(seen.hydratedAt, path).toBeGreaterThan(0);
      expect(seen.styles, path).toBe(1);
      expect(seen.stylesheets, path).toBe(0);
      expect(seen.footer, path).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
      expect(seen.scripts, path).toEqual([{ async: true, priority: 'low' }]);
      expect(seen.framework, path).toBe(true);
      expect(seen.fetched, path).toBeGreaterThan(2);
      expect(seen.unnamed, path).toEqual([]);
    }
  });
});
