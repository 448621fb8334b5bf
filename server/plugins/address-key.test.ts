import { expect, test } from 'vitest';
import { addressKey } from './address-key';

test.each([
  ['an IPv4 address is itself', '203.0.113.7', '203.0.113.7'],
  ['an IPv4-mapped IPv6 address is its IPv4', '::ffff:203.0.113.7', '203.0.113.7'],
  ['the same written in hex', '::FFFF:cb00:7107', '203.0.113.7'],
  ['loopback, mapped', '::ffff:127.0.0.1', '127.0.0.1'],
  ['an IPv6 address is its /64', '2001:db8::1', '2001:db8::/64'],
  ['another address of that /64', '2001:db8::ffff:0:1', '2001:db8::/64'],
  ['written in full, in capitals', '2001:0DB8:0000:0000:1234:5678:9ABC:DEF0', '2001:db8::/64'],
  ['the next /64 is another visitor', '2001:db8:0:1::1', '2001:db8:0:1::/64'],
  ['all four groups of the prefix count', '2001:db8:aa:bb:cc::1', '2001:db8:aa:bb::/64'],
  ['a link-local address with its zone', 'fe80::1%eth0', 'fe80::/64'],
  ['IPv6 loopback', '::1', '::/64'],
  ['not an address at all', 'unknown', 'unknown'],
])('%s: %s -> %s', (_name, ip, key) => {
  expect(addressKey(ip)).toBe(key);
});

test('rotating through one /64 is one visitor; another /64 is another', () => {
  const keys = new Set(
    Array.from({ length: 50 }, (_, index) => addressKey(`2001:db8:1:2::${index.toString(16)}`)),
  );
  expect([...keys]).toEqual(['2001:db8:1:2::/64']);
  expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
});
