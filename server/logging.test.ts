import { expect, test } from 'vitest';
import { loggerOptions, shortAddress, withoutAddresses } from './logging';

test.each([
  ['203.0.113.77', '203.0.113.0/24'],
  ['::ffff:198.51.100.9', '198.51.100.0/24'],
  ['2001:db8:1:2::7', '2001:db8:1::/48'],
  ['2001:db8::1', '2001:db8:0::/48'],
  ['::1', '0:0:0::/48'],
  [undefined, 'unknown'],
  ['not an address', 'unknown'],
])('the log names %s only by its network, %s', (ip, network) => {
  expect(shortAddress(ip)).toBe(network);
});

test('a mail server’s error keeps its words and loses the addresses in it', () => {
  expect(
    withoutAddresses(
      '550 5.1.1 <morag@example.co.uk>: Recipient address rejected for sales@shop.test',
    ),
  ).toBe('550 5.1.1 <[address]>: Recipient address rejected for [address]');
});

test('LOG_LEVEL sets the level, and a level that is not one stops the server', () => {
  expect(loggerOptions({}).level).toBe('info');
  expect(loggerOptions({ LOG_LEVEL: 'warn' }).level).toBe('warn');
  expect(() => loggerOptions({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
});
