/**
 * Limits that agree (issue 36, item 6), on the server as `npm start` runs it: a body sent
 * a byte at a time is cut by the request timeout, on a real socket to a listening server;
 * the timeouts' defaults; and where only forms are taken (the customer's answers, staff
 * sign-in), JSON is refused before it is read instead of parsed up to 1 MB.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { startSite } from '../support/site';
import { REQUEST_TIMEOUT_MS } from './app';
import { BODY_LIMIT } from './enquiries/receive';
import { openSite } from './open-site';
import { serverPath } from './owned-paths';
import { readSettings } from './settings';
import { QUOTE_BODY_LIMIT } from './staff/schemas';
import { STATEMENT_LIMIT } from './staff/statement-routes';

describe('a body sent a byte every 3 s', () => {
  let site: Awaited<ReturnType<typeof openSite>>;
  let port: number;
  beforeAll(async () => {
    site = await openSite({
      settings: readSettings({ DATA_DIR: `/tmp/storefront-limits-${process.pid}` }),
      requestTimeoutMs: 2_000,
    });
    await site.app.listen({ port: 0, host: '127.0.0.1' });
    const address = site.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => site?.close());

  test('is answered 408 and its connection closed once the request timeout has passed', async () => {
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.on('error', () => {});
    const started = Date.now();
    socket.write(
      'POST /api/enquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
    );
    const trickle = setInterval(() => socket.write(' '), 3_000);
    const closed = once(socket, 'close').then(() => Date.now() - started);
    const gaveUp = new Promise<number>((resolve) => setTimeout(() => resolve(-1), 9_000));
    const after = await Promise.race([closed, gaveUp]);
    clearInterval(trickle);
    socket.destroy();
    assert.notEqual(after, -1, 'the connection is still held after 9 s');
    assert.ok(after >= 2_000 && after < 4_500, `cut after ${after} ms`);
    assert.match(answer, /^HTTP\/1\.1 408 Request Timeout\r\n/);
    assert.match(answer, /\r\nx-content-type-options: nosniff\r\n/i);
  });
});

describe('the defaults and the bodies', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.close());

  test('a request has 30 s to arrive (its headers 10 s); an idle connection is kept 72 s, longer than nginx keeps its own', () => {
    assert.equal(REQUEST_TIMEOUT_MS, 30_000);
    const server = site.app.server;
    assert.equal(server.requestTimeout, 30_000);
    assert.equal(server.headersTimeout, 10_000);
    assert.equal(server.keepAliveTimeout, 72_000);
    assert.equal(server.timeout, 90_000);
  });

  test('JSON where only forms are taken (staff sign-in, a quote answer) is refused with 415 before it is read', async () => {
    const json = JSON.stringify({ email: 'a@example.co.uk', password: 'x'.repeat(500_000) });
    for (const url of ['/staff/sign-in', `/quotes/${'a'.repeat(43)}/accept`]) {
      const response = await site.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: json,
      });
      assert.equal(response.statusCode, 415, url);
      assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
      assert.ok(response.headers['content-security-policy'], url);
    }
  });

  test('a form over 16 KB to sign-in is refused with 413, as a 16 KB JSON body would be', async () => {
    const response = await site.app.inject({
      method: 'POST',
      url: '/staff/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=a%40example.co.uk&password=${'x'.repeat(17_000)}`,
    });
    assert.equal(response.statusCode, 413);
  });
});

test("the body limits nginx is given are the server's own: an enquiry, a statement, the quote editor, a form", () => {
  assert.equal(serverPath('/api/enquiries')?.bodyLimit, BODY_LIMIT);
  // A year's bank statement is uploaded, then posted again to choose its columns and to
  // confirm its matches: behind nginx, each within the server's own limit.
  for (const path of [
    '/staff/statements',
    '/staff/statements/columns',
    '/staff/statements/confirm',
  ]) {
    assert.equal(serverPath(path)?.bodyLimit, STATEMENT_LIMIT, path);
  }
  assert.equal(serverPath('/staff/enquiries/x/quote')?.bodyLimit, QUOTE_BODY_LIMIT);
  assert.equal(serverPath('/quotes/x/accept')?.bodyLimit, 16 * 1024);
});
