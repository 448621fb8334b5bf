import { Writable } from 'node:stream';
import { pino } from 'pino';
import { expect, test } from 'vitest';
import { loggerOptions, shortAddress, withoutAddresses, withoutSecrets } from './logging';
import type { LogLevel } from './settings';

/** Lines from a logger made with the server's options, parsed. */
function lines(level: LogLevel, write: (log: pino.Logger) => void) {
  const written: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      written.push(JSON.parse(String(chunk)));
      done();
    },
  });
  write(pino(loggerOptions(level), stream));
  return written;
}

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

test('the logger takes the level LOG_LEVEL names (read and checked in settings.ts)', () => {
  expect(loggerOptions('warn').level).toBe('warn');
});

test('no cookie or authorization of any object logged reaches a line', () => {
  const [line, child] = lines('info', (log) => {
    log.info(
      {
        headers: { cookie: 'session=secret', authorization: 'Basic c2VjcmV0', accept: '*/*' },
        route: '/quotes/:token',
      },
      'a line',
    );
    log.child({ reqId: 'req-1' }).info({ peer: { authorization: 'Bearer secret', kind: 'smtp' } });
  });
  expect(line).toMatchObject({ headers: { accept: '*/*' }, route: '/quotes/:token' });
  expect(child).toMatchObject({ reqId: 'req-1', peer: { kind: 'smtp' } });
  expect(JSON.stringify([line, child])).not.toMatch(/secret|c2VjcmV0/);
});

test('a request line’s fields are written as they are', () => {
  const fields = { method: 'GET', route: '/', address: '203.0.113.0/24', status: 200, ms: 3 };
  expect(withoutSecrets(fields)).toBe(fields);
});
