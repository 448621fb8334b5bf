import { createHash } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { MARK_EX_VAT_SCRIPT } from '../../app/components/product/price-mode';
import type { Product } from '../../app/catalogue/product';
import { everyDetail } from '../../app/catalogue/every-detail';
import { products } from '../../app/catalogue/registry';
import { routedPages } from '../../app/routing/route-table';

// docs/decisions/008: nothing a phone must fetch stands between the HTML and its first paint.
const measured = new Set([
  '/',
  '/cart',
  '/products/glass-shelves/toughened-glass-shelf',
  '/products/display-cabinet/premium-glass',
  '/products/indoor-signage/advertising-light-box',
]);

for (const { path } of routedPages()) {
  test(`${path} carries its styles inline, allowed by hash, and asks for one script at low priority @smoke`, async ({
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
    // it into place, so it reads the same without JavaScript. The inline scripts are JSON-LD
    // data and one that runs: the head's mark of an ex-VAT page (docs/decisions/013), a
    // couple of hundred bytes, allowed by its hash.
    expect(html).not.toContain('<template');
    const running = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes = '']) => !/type="(module|application\/ld\+json)"/.test(attributes),
    );
    expect(running.map(([, , body]) => body)).toEqual([MARK_EX_VAT_SCRIPT]);
    expect(html.indexOf(MARK_EX_VAT_SCRIPT)).toBeLessThan(html.indexOf('</head>'));

    // The first paint waits until the parser reaches the footer: no half-parsed page that moves.
    expect(html).toContain('<link rel="expect" href="#site-footer" blocking="render"/>');
    expect(html).toContain('<footer id="site-footer"');

    // One script, `async` and at low priority, then the framework, requested with the page
    // at low priority (docs/decisions/019). The script names the other files, which it
    // requests once the page is on screen (docs/decisions/010).
    const scripts = html.match(/<script type="module"[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain(' async ');
    expect(scripts[0]).toContain('fetchpriority="low"');
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toMatch(
      /^<link rel="modulepreload" href="\/assets\/framework-[\w-]+\.js" fetchpriority="low">$/,
    );
    expect(html.indexOf(preloads[0] ?? '')).toBeGreaterThan(html.indexOf(scripts[0] ?? ''));
    const modules = / data-modules="([^"]*)"/.exec(scripts[0] ?? '')?.[1]?.split(' ') ?? [];
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.some((module) => module.includes('framework'))).toBe(false);
    // A handful of chunks, not dozens: each request is a round trip on a phone, and a
    // connection carries one at a time.
    expect(modules.length).toBeLessThanOrEqual(measured.has(path) ? 7 : 13);
  });
}

// docs/decisions/041: the catalogue's data is in the start-up of the pages that show
// products, and of no other. The home page's products hydrate after it (decision 044).
test('pages that show no product start without the catalogue; product pages with it @smoke', async ({
  request,
}) => {
  const catalogue = (modules: string[]) =>
    modules.some((module) => /\/assets\/catalogue-[\w-]{8}\.js$/.test(module));
  // /gallery, the LED lights and the outdoor signs draw galleries and cards, but no product:
  // the interface only product pages draw is with the catalogue (vite.config.ts). The sign
  // listings draw galleries that turn by themselves, which are a file of their own.
  for (const path of [
    '/',
    '/about',
    '/contact',
    '/services/design',
    '/privacy',
    '/search',
    '/gallery',
    '/products/led-lights',
    '/products/outdoor-signage',
    '/products/outdoor-signage/fascia-shop-front-signs',
    '/products/outdoor-signage/projection-sign-types',
  ]) {
    expect(catalogue((await pageScript(request, path)).modules), path).toBe(false);
  }
  for (const path of ['/cart', '/products/display-cabinet/premium-glass']) {
    expect(catalogue((await pageScript(request, path)).modules), path).toBe(true);
  }
});

// docs/decisions/041: a product page starts with its own range's data, a copy in its
// route's chunk, not every range's; the registry of every range, the basket's store and the
// product cards come after start. So do the category pages, which show their own range's
// products without Add to Cart, the light-box listing, whose products are all the light
// boxes' range, and /products, which names products by their paths alone. The pages that
// draw any line of a basket start with them all; the home page, whose sections of products
// hydrate after it (decision 044), with none.
test('a page starts with the products of its own range alone; the pages drawing any product with every range @smoke', async ({
  request,
}) => {
  const everyRange = (modules: string[]) =>
    modules.some((module) => /\/assets\/every-range-[\w-]{8}\.js$/.test(module));
  // The end of each description: the ceiling tiles' begin with a word the code fills in.
  const words = (product: Product) => product.description.slice(-50);
  const ownRange: ReadonlyArray<[path: string, category: string | undefined]> = [
    ['/products/shelving/standard-wall-shelf', 'shelving'],
    ['/products/display-cabinet/premium-glass', 'display-cabinet'],
    ['/products/indoor-signage/wall-led-lightbox', 'indoor-signage'],
    ['/products/retail-shelving', 'shelving'],
    ['/products/glass-shelves', 'glass-shelves'],
    ['/products/display-cabinet', 'display-cabinet'],
    ['/products/ceiling', 'ceiling'],
    ['/products/indoor-signage', 'indoor-signage'],
    ['/products/indoor-signage/advertising-light-box', 'indoor-signage'],
    ['/products', undefined],
    ['/', undefined],
  ];
  for (const [path, category] of ownRange) {
    const { modules } = await pageScript(request, path);
    expect(everyRange(modules), path).toBe(false);
    const code = (
      await Promise.all(modules.map(async (file) => (await request.get(file)).text()))
    ).join('\n');
    for (const product of products) {
      expect(code.includes(words(product)), `${path}: ${product.id}`).toBe(
        product.category === category,
      );
    }
  }
  for (const path of ['/cart', '/cart/quote']) {
    expect(everyRange((await pageScript(request, path)).modules), path).toBe(true);
  }
});

// The key features and specification are each range's `details`, which only the product
// pages carry: the lists and the basket start without them (docs/decisions/041).
test('only the product pages start with the products’ key features and specifications @smoke', async ({
  request,
}) => {
  const code = async (path: string) => {
    const { modules } = await pageScript(request, path);
    return (await Promise.all(modules.map(async (file) => (await request.get(file)).text()))).join(
      '\n',
    );
  };
  // A key feature of each product that no list shows otherwise (in a name or a description).
  const shownElsewhere = (words: string) =>
    products.some(({ name, description }) => name.includes(words) || description.includes(words));
  const feature = (id: string) =>
    everyDetail[id]?.keyFeatures.find((words) => !shownElsewhere(words)) ?? `none for ${id}`;
  const shelf = await code('/products/shelving/standard-wall-shelf');
  expect(shelf).toContain(feature('standard-wall-shelf'));
  expect(shelf).toContain(feature('led-back-panel'));
  for (const path of [
    '/',
    '/cart',
    '/products/retail-shelving',
    '/products/indoor-signage/advertising-light-box',
  ]) {
    const shown = await code(path);
    for (const { id } of products)
      expect(shown.includes(feature(id)), `${path}: ${id}`).toBe(false);
  }
});

/** The page's one script and what it names (scripts/prerender.js). */
async function pageScript(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const tag = /<script type="module"[^>]*>/.exec(html)?.[0] ?? '';
  const attribute = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
  return {
    entry: attribute('src'),
    start: attribute('data-start'),
    modules: attribute('data-modules').split(' '),
    framework: /<link rel="modulepreload" href="([^"]+)"/.exec(html)?.[1] ?? '',
  };
}

/**
 * The files a built module imports, as paths on the site: its static imports, and with
 * `steps` also the modules it imports by `import()`.
 */
async function importsOf(request: APIRequestContext, file: string, { steps = false } = {}) {
  const code = await (await request.get(file)).text();
  const pattern = steps
    ? /(?:from|import\(?)\s*["'`]\.\/([^"'`]+\.js)["'`]/g
    : /(?:from|import)\s*["'`]\.\/([^"'`]+\.js)["'`]/g;
  return [...code.matchAll(pattern)].map(([, name]) => `/assets/${name}`);
}

test('the page script imports nothing, and everything its start-up module imports is requested with it: no request chain before hydration @smoke', async ({
  request,
}) => {
  const { entry, start, modules, framework } = await pageScript(request, '/');
  // The page script waits for nothing: it imports nothing.
  expect(await importsOf(request, entry)).toEqual([]);
  expect(modules).toContain(start);
  // Every file is requested by the HTML (the framework) or by the page script (the rest).
  const requested = [framework, ...modules];
  // app/boot/start.ts: its static import (the framework, whose React DOM it evaluates) and
  // the step it imports after (the app and the page's hydration).
  const imported = await importsOf(request, start, { steps: true });
  expect(imported).toContain(framework);
  expect(imported.some((file) => /\/assets\/hydrate-[\w-]{8}\.js$/.test(file))).toBe(true);
  // ... and only as its second step, a dynamic import: imported statically, the app would be
  // evaluated in React DOM's task (docs/decisions/009).
  const statically = await importsOf(request, start);
  expect(statically.some((file) => /\/assets\/hydrate-[\w-]{8}\.js$/.test(file))).toBe(false);
  for (const file of imported) {
    expect(requested, file).toContain(file);
    for (const nested of await importsOf(request, file)) {
      expect(requested, nested).toContain(nested);
    }
  }
});
