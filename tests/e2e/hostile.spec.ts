import { request as httpRequest } from 'node:http';
import { test as http, type Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/**
 * Hostile requests: sent raw (no URL parser tidies the path first), against whichever
 * server the run points at: `npm start` in the test command, nginx in scripts/nginx-check.sh
 * (the @smoke ones).
 */
function raw(
  baseURL: string | undefined,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
) {
  const { hostname, port } = new URL(baseURL ?? '');
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const outgoing = httpRequest(
        { hostname, port, path, method: options.method ?? 'GET', headers: options.headers },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    },
  );
}

/** What no answer may ever contain: a system file, the project's sources or its build. */
const LEAKS = [/root:.*:0:0:/, /"devDependencies"/, /import Fastify/, /\[core\]/, /"notFound"/];
const HOME = 'aria-label="Main"';

for (const [path, status] of [
  ['/../../etc/passwd', 400],
  ['/..%2f..%2fetc%2fpasswd', 400],
  ['/%2e%2e/%2e%2e/etc/passwd', 400],
  ['/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd', 400],
  ['/assets/../../package.json', 400],
  ['/assets/..%2f..%2fpackage.json', 400],
  ['/%252e%252e/%252e%252e/etc/passwd', 404],
  ['/%25%32%65%25%32%65/package.json', 404],
  ['/..\\..\\etc\\passwd', 400],
  ['/..%5c..%5cetc%5cpasswd', 400],
  ['/assets\\..\\..\\package.json', 400],
  ['/%00', 400],
  ['/index.html%00.js', 400],
  ['/favicon.svg%00.html', 400],
  ['/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd', 400],
  ['/%', 400],
  ['/package.json', 404],
  ['/server/app.js', 404],
  ['/server-manifest.json', 404],
  ['/build/server-manifest.json', 404],
  ['/.git/config', 404],
  ['/index.html', 404],
  ['/__spa-fallback.html', 404],
  ['/favicon.svg.br', 404],
] as const) {
  http(
    `traversal: ${path} is answered ${status}, with nothing from outside the site @smoke`,
    async ({ baseURL }) => {
      const answer = await raw(baseURL, path);
      expect(answer.status).toBe(status);
      for (const leak of LEAKS) expect(answer.body).not.toMatch(leak);
      if (status === 404) expect(answer.body).toContain(HOME);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    },
  );
}

http(
  'a URL over 8 KiB is refused with 414, in the path or the query @smoke',
  async ({ baseURL }) => {
    for (const path of [`/${'a'.repeat(8200)}`, `/contact?message=${'a'.repeat(8200)}`]) {
      const answer = await raw(baseURL, path);
      expect(answer.status).toBe(414);
      expect(answer.body).toBe('URI Too Long');
    }
    // Just under the limit it is still an ordinary unknown path.
    const long = await raw(baseURL, `/${'a'.repeat(8000)}`);
    expect(long.status).toBe(404);
    expect(long.body).toContain(HOME);
  },
);

http('a header over 16 KiB is refused with 431 @smoke', async ({ baseURL }) => {
  const huge: Record<string, string>[] = [
    { 'x-filler': 'a'.repeat(20_000) },
    { cookie: `c=${'a'.repeat(20_000)}` },
  ];
  for (const headers of huge) {
    expect((await raw(baseURL, '/', { headers })).status).toBe(431);
  }
});

http(
  'every method but GET and HEAD is refused with 405, on every kind of path @smoke',
  async ({ baseURL }) => {
    for (const method of [
      'POST',
      'PUT',
      'DELETE',
      'PATCH',
      'OPTIONS',
      'TRACE',
      'PROPFIND',
      'MKCOL',
    ]) {
      for (const path of ['/', '/about', '/favicon.svg', '/no-such-page']) {
        const answer = await raw(baseURL, path, { method });
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers['allow']).toBe('GET, HEAD');
        expect(answer.headers['content-security-policy']).toMatch(/^default-src 'none'/);
      }
    }
    const head = await raw(baseURL, '/about', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  },
);

const shelf = '/products/glass-shelves/toughened-glass-shelf';
const listing = '/products/indoor-signage/advertising-light-box';

async function expectShelfDefaults(page: Page) {
  await expect(page.getByRole('radio', { name: /^800mm/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^200mm/ })).toBeChecked();
  await expect(
    page
      .locator('main')
      .getByText(/^(Unit price|Price): /)
      .locator('..'),
  ).toContainText('£69.99');
  await expect(page.getByRole('status').filter({ hasText: 'Quantity' })).toHaveText('Quantity: 0');
}

async function expectAllLightBoxes(page: Page) {
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
    'Showing 4 of 4 light boxes',
  );
  await expect(
    page.getByRole('complementary', { name: 'Filters' }).getByRole('slider', { name: /Maximum/ }),
  ).toHaveValue('500');
}

for (const query of [
  '?width=%00%ff&depth=1e999',
  `?width=${'9'.repeat(5000)}&depth=-0`,
  '?width=800.0&depth=0x12c',
  '?__proto__[width]=1200&constructor=1&width[]=1000&depth=%E2%80%AE300',
]) {
  test(`the configurator ignores ${query.slice(0, 40)} and shows its defaults @smoke`, async ({
    page,
  }) => {
    const response = await page.goto(`${shelf}${query}`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expectShelfDefaults(page);
  });
}

for (const query of [
  '?min=-1&max=1e9&category=<script>',
  '?min=NaN&max=Infinity&onSale=%ff&inStock=%00&category=__proto__',
  `?min=500&max=0&q=${'%'}&category=ceiling&category=${'x'.repeat(3000)}`,
]) {
  test(`the light box listing ignores ${query.slice(0, 40)} @smoke`, async ({ page }) => {
    const response = await page.goto(`${listing}${query}`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    if (query.includes('category=ceiling')) {
      // A valid filter among the nonsense is kept; the rest is dropped.
      await expect(page.getByRole('heading', { level: 3 })).toHaveCount(0);
    } else {
      await expectAllLightBoxes(page);
    }
  });
}

const PAYLOADS = [
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '</script><script>window.__xss=1</script>',
  '<svg onload="window.__xss=1">',
  'javascript:alert(1)',
  "'-alert(1)-'",
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
];
const PARAMS = [
  'width',
  'depth',
  'size',
  'colour',
  'glassType',
  'ledColor',
  'q',
  'min',
  'max',
  'category',
  'inStock',
  'onSale',
  'subject',
  'message',
  'name',
  'email',
  'x',
];

for (const path of [
  '/',
  shelf,
  '/products/shelving/double-sided-gondola',
  listing,
  '/contact',
  '/search',
  '/cart',
  '/no-such-page',
]) {
  test(`script in every query value of ${path} never runs @smoke`, async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const shift of [0, 3]) {
      const query = new URLSearchParams(
        PARAMS.map((name, index) => [name, PAYLOADS[(index + shift) % PAYLOADS.length] ?? '']),
      );
      await page.goto(`${path}?${query}`);
      await hydrated(page);
      // Let anything that was going to run, run: typing in the search and the forms too.
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBe(
        undefined,
      );
      await expect(page.locator('img[src="x"], [onerror], [onload]')).toHaveCount(0);
    }
    expect(dialogs).toEqual([]);
  });
}
