import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { routedPages } from '../../app/route-table';

// docs/decisions/008: nothing a phone must fetch stands between the HTML and its first paint.
const measured = new Set([
  '/',
  '/cart',
  '/products/glass-shelves/toughened-glass-shelf',
  '/products/display-cabinet/premium-glass',
  '/products/indoor-signage/advertising-light-box',
]);

for (const { path } of routedPages()) {
  test(`${path} carries its styles inline, allowed by hash, and preloads its scripts at low priority @smoke`, async ({
    request,
  }) => {
    const response = await request.get(path);
    const html = await response.text();

    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css ?? '');
    expect(styles).toHaveLength(1);
    expect(styles[0]).toContain('tailwindcss');
    const hash = createHash('sha256')
      .update(styles[0] ?? '', 'utf8')
      .digest('base64');
    const styleSrc = /style-src ([^;]+)/.exec(response.headers()['content-security-policy'] ?? '');
    expect(styleSrc?.[1]?.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);

    // The whole page is in document order: nothing waits in a template for a script to move
    // it into place, so it reads the same without JavaScript. The only inline scripts are
    // JSON-LD data.
    expect(html).not.toContain('<template');
    for (const [, attributes] of html.matchAll(/<script([^>]*)>/g)) {
      expect(attributes).toMatch(/type="(module|application\/ld\+json)"/);
    }

    // The first paint waits until the parser reaches the footer: no half-parsed page that moves.
    expect(html).toContain('<link rel="expect" href="#site-footer" blocking="render"/>');
    expect(html).toContain('<footer id="site-footer"');

    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(0);
    // A handful of chunks, not dozens: each request is a round trip on a phone.
    expect(preloads.length).toBeLessThanOrEqual(measured.has(path) ? 10 : 14);
    for (const preload of preloads) expect(preload).toContain('fetchpriority="low"');
  });
}

test('every script the entry runs at start-up is preloaded by the page: no request chain before hydration @smoke', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const preloaded = new Set(
    [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(([, href]) => href),
  );
  const entry = /<script type="module" src="([^"]+)"/.exec(html)?.[1] ?? '';
  const code = await (await request.get(entry)).text();
  // Its static imports and the steps it imports one after another (app/entry.client.ts).
  const imported = [...code.matchAll(/(?:from|import\()\s*["'`]\.\/([^"'`]+\.js)["'`]/g)].map(
    ([, file]) => `/assets/${file}`,
  );
  expect(imported.length).toBeGreaterThan(2);
  for (const file of imported) expect(preloaded, file).toContain(file);
});
