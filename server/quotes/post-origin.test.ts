import { expect, test } from 'vitest';
import { postFromOwnPage } from './post-origin';

const request = (headers: Record<string, string>) => ({
  protocol: 'https' as const,
  host: 'shop.test',
  headers,
});

test.each([
  [{ origin: 'https://shop.test' }, true],
  [{ origin: 'https://shop.test', 'sec-fetch-site': 'same-origin' }, true],
  // Chromium's own form post from a page with Referrer-Policy: no-referrer.
  [{ origin: 'null', 'sec-fetch-site': 'same-origin' }, true],
  [{ origin: 'null' }, false],
  [{ origin: 'null', 'sec-fetch-site': 'cross-site' }, false],
  [{ origin: 'https://evil.test' }, false],
  [{ origin: 'http://shop.test' }, false],
  [{ origin: 'https://shop.test.evil.test' }, false],
  // A browser too old to send either: the form token alone decides.
  [{}, true],
  [{ 'sec-fetch-site': 'cross-site' }, false],
  [{ 'sec-fetch-site': 'same-site' }, false],
])('a post with %o is from the own page: %s', (headers, expected) => {
  expect(postFromOwnPage(request(headers))).toBe(expected);
});
