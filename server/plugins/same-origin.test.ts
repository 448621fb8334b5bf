import { expect, test } from 'vitest';
import { ownOrigin, postFromOwnPage, sameOrigin } from './same-origin';

const request = (headers: Record<string, string>) => ({
  protocol: 'https' as const,
  headers: { host: 'shop.test', ...headers },
});

test.each([
  [{ origin: 'https://shop.test' }, true],
  [{ origin: 'https://shop.test', 'sec-fetch-site': 'same-origin' }, true],
  [{ origin: 'https://SHOP.test' }, true],
  // Chromium's own form post from a page with Referrer-Policy: no-referrer.
  [{ origin: 'null', 'sec-fetch-site': 'same-origin' }, true],
  [{ origin: 'null' }, false],
  [{ origin: 'null', 'sec-fetch-site': 'cross-site' }, false],
  [{ origin: 'https://evil.test' }, false],
  [{ origin: 'http://shop.test' }, false],
  [{ origin: 'https://shop.test.evil.test' }, false],
  [{ origin: 'https://shop.test:8443' }, false],
  // A client's X-Forwarded-Host is never this site's name.
  [{ origin: 'https://evil.test', 'x-forwarded-host': 'evil.test' }, false],
  // A browser too old to send either: taken (a quote's answer still needs its form token).
  [{}, true],
  [{ 'sec-fetch-site': 'cross-site' }, false],
  [{ 'sec-fetch-site': 'same-site' }, false],
])('a post with %o is from the own page: %s', (headers, expected) => {
  expect(postFromOwnPage(request(headers))).toBe(expected);
});

test('the strict check wants an Origin that matches scheme, host and port exactly', () => {
  const local = { protocol: 'http' as const, headers: { host: 'localhost:5173' } };
  expect(
    sameOrigin({
      headers: { ...local.headers, origin: 'http://localhost:5173' },
      protocol: 'http',
    }),
  ).toBe(true);
  expect(
    sameOrigin({
      headers: { ...local.headers, origin: 'http://localhost:3000' },
      protocol: 'http',
    }),
  ).toBe(false);
  expect(sameOrigin({ headers: { ...local.headers, origin: 'null' }, protocol: 'http' })).toBe(
    false,
  );
  expect(sameOrigin(local)).toBe(false);
  expect(ownOrigin(local)).toBe('http://localhost:5173');
});
