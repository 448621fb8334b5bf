import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { MARK_EX_VAT_SCRIPT } from '../../app/components/product/price-mode';
import { score } from '../../support/observatory.js';

/** A GET with the path sent exactly as written: no URL parser tidies it first. */
function rawGet(baseURL: string, path: string) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

const securityHeaders = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

function directives(csp: string | undefined) {
  return new Map(
    (csp ?? '').split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

test('pages carry a strict Content-Security-Policy, the security headers and no-cache @smoke', async ({
  request,
}) => {
  for (const path of ['/', '/no-such-page']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers).toMatchObject(securityHeaders);
    expect(headers['x-powered-by']).toBeUndefined();
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['content-type']).toBe('text/html; charset=utf-8');

    const csp = directives(headers['content-security-policy']);
    // Scripts come from the site's own files, and one inline script runs: the head's mark
    // of an ex-VAT page (docs/decisions/013), allowed by the hash of its exact text.
    const mark = createHash('sha256').update(MARK_EX_VAT_SCRIPT, 'utf8').digest('base64');
    expect(csp.get('script-src')).toEqual(["'self'", `'sha256-${mark}'`]);
    const html = await response.text();
    expect(html.match(/<script(?![^>]*(?:src=|application\/ld\+json))[^>]*>/g)).toHaveLength(1);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  }
});

test('hashed assets are cached for a year, immutable, and compressed @smoke', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  // The page's script, the framework the HTML requests with it, and the files the script
  // requests after the first paint.
  const script = /<script type="module"[^>]* src="([^"]+)"[^>]* data-modules="([^"]*)"/.exec(html);
  const framework = /<link rel="modulepreload" href="([^"]+)"/.exec(html);
  const assets = [script?.[1] ?? '', framework?.[1] ?? '', ...(script?.[2]?.split(' ') ?? [])];
  expect(assets.length).toBeGreaterThan(3);
  expect(assets.every(Boolean)).toBe(true);
  for (const path of assets) {
    for (const encoding of ['br', 'gzip']) {
      const response = await request.get(path, { headers: { 'accept-encoding': encoding } });
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers()['content-encoding']).toBe(encoding);
      expect(response.headers()['vary']?.toLowerCase()).toBe('accept-encoding');
      expect(response.headers()).toMatchObject(securityHeaders);
    }
  }
});

test('pages are compressed with brotli and gzip @smoke', async ({ request }) => {
  for (const encoding of ['br', 'gzip']) {
    const response = await request.get('/', { headers: { 'accept-encoding': encoding } });
    expect(response.headers()['content-encoding']).toBe(encoding);
    expect(await response.text()).toContain('<header');
  }
});

test('an unknown path answers 404 with the pre-rendered home page @smoke', async ({ request }) => {
  const response = await request.get('/products/slatwall-panels');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('shop fitting, shelving and signage for retailers across Scotland');
  expect(html).toContain('aria-label="Main"');
});

for (const path of [
  '/../../etc/passwd',
  '/..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%252e%252e/%252e%252e/etc/passwd',
  '/..%5c..%5cetc%5cpasswd',
  '/assets/..%2f..%2fpackage.json',
  '/%00',
  '/index.html%00.js',
  '/%E0%A4%A',
  '/%',
  `/${'a'.repeat(9000)}`,
]) {
  test(`a hostile path ${path.slice(0, 40)} gets a 4xx and never a file outside the build @smoke`, async ({
    baseURL,
  }) => {
    const { status, body } = await rawGet(baseURL ?? '', path);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body).not.toContain('root:');
    expect(body).not.toContain('"devDependencies"');
  });
}

test('methods other than GET and HEAD are refused with 405 @smoke', async ({ request }) => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
    const response = await request.fetch('/', { method });
    expect(response.status()).toBe(405);
    expect(response.headers()['allow']).toBe('GET, HEAD');
  }
  expect((await request.head('/')).status()).toBe(200);
});

test('every answer names no server software and no version @smoke', async ({ request }) => {
  for (const path of ['/', '/no-such-page', '/favicon.svg']) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-powered-by']).toBeUndefined();
    expect(headers['server'] ?? '').not.toMatch(/\d/);
  }
});

test('the headers score A+ by the Mozilla HTTP Observatory rules @smoke', async ({ request }) => {
  for (const path of ['/', '/products/glass-shelves/toughened-glass-shelf', '/no-such-page']) {
    const { score: points, grade, rules } = score((await request.get(path)).headers());
    expect(grade, JSON.stringify(rules, null, 1)).toBe('A+');
    expect(points).toBeGreaterThanOrEqual(100);
  }
});
