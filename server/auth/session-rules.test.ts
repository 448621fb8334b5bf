import { expect, test } from 'vitest';
import { cookieOptions, safeNext, sessionCookie, transportAllowed } from './session-rules';

test('over HTTPS the session cookie is __Host- and Secure; over plain HTTP neither', () => {
  expect(sessionCookie({ protocol: 'https' })).toBe('__Host-staff_session');
  expect(cookieOptions({ protocol: 'https' })).toEqual({
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: true,
  });
  expect(sessionCookie({ protocol: 'http' })).toBe('staff_session');
  expect(cookieOptions({ protocol: 'http' }).secure).toBe(false);
});

test.each([
  ['https', 'shop.example', true],
  ['http', '127.0.0.1:3000', true],
  ['http', 'localhost', true],
  ['http', '[::1]:8080', true],
  ['http', 'shop.example', false],
  ['http', 'localhost.evil.example', false],
  ['http', '127.0.0.1.evil.example', false],
] as const)('sign-in over %s on %s is allowed: %s', (protocol, host, allowed) => {
  expect(transportAllowed({ protocol, host })).toBe(allowed);
});

test.each([
  [undefined, '/staff'],
  ['', '/staff'],
  ['/staff', '/staff'],
  [
    '/staff/enquiries/6f1c0c62-5b4e-4a57-9c1e-3f1f0c1d2e3f',
    '/staff/enquiries/6f1c0c62-5b4e-4a57-9c1e-3f1f0c1d2e3f',
  ],
  ['/staff?status=new&page=2', '/staff'],
  ['/staff/?q=a', '/staff/?q=a'],
  ['https://evil.example/staff', '/staff'],
  ['//evil.example/staff', '/staff'],
  ['/staffing', '/staff'],
  ['/staff/../admin', '/staff/../admin'],
  ['/staff/<script>', '/staff'],
])('after sign-in, next=%s goes to %s', (next, expected) => {
  expect(safeNext(next)).toBe(expected);
});
