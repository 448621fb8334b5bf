import { expect, test } from 'vitest';
import { csrfAccepted, field } from './csrf';

const TOKEN = 'x'.repeat(43);
/** A change to judge; each option, when given (even as undefined), replaces the honest one. */
function change(options: { origin?: string | undefined; body?: unknown; header?: string } = {}) {
  const origin = 'origin' in options ? options.origin : 'https://shop.example';
  const body = 'body' in options ? options.body : { _csrf: TOKEN };
  return {
    protocol: 'https' as const,
    headers: {
      host: 'shop.example',
      ...(origin === undefined ? {} : { origin }),
      ...(options.header === undefined ? {} : { 'x-csrf-token': options.header }),
    },
    body,
  };
}

test('a change from this site with its token is accepted, in the form or the header', () => {
  expect(csrfAccepted(change(), TOKEN)).toBe(true);
  expect(csrfAccepted(change({ body: {}, header: TOKEN }), TOKEN)).toBe(true);
});

test.each([
  ['no token', change({ body: {} })],
  ['a wrong token', change({ body: { _csrf: 'y'.repeat(43) } })],
  ['a shorter token', change({ body: { _csrf: TOKEN.slice(1) } })],
  ['a token that is not text', change({ body: { _csrf: [TOKEN] } })],
  ['another origin', change({ origin: 'https://evil.example' })],
  ['the same host over plain HTTP', change({ origin: 'http://shop.example' })],
  ['Origin: null', change({ origin: 'null' })],
  [
    'another origin named by X-Forwarded-Host',
    {
      ...change({ origin: 'https://evil.example' }),
      headers: {
        host: 'shop.example',
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
      },
    },
  ],
  ['no Origin', change({ origin: undefined })],
  ['no body', change({ body: undefined })],
])('a change with %s is refused', (_name, request) => {
  expect(csrfAccepted(request, TOKEN)).toBe(false);
});

test('without an expected token nothing is accepted, not even an empty one', () => {
  expect(csrfAccepted(change({ body: { _csrf: '' } }), '')).toBe(false);
  expect(csrfAccepted(change({ body: { _csrf: '' } }), undefined)).toBe(false);
});

test('a form field is text or nothing', () => {
  expect(field({ note: 'hi' }, 'note')).toBe('hi');
  expect(field({ note: 5 }, 'note')).toBe('');
  expect(field('note=hi', 'note')).toBe('');
  expect(field(null, 'note')).toBe('');
});
