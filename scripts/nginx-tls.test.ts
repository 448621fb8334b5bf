import assert from 'node:assert/strict';
import { test } from 'vitest';
import { tlsSite } from './nginx-config.js';

/** The text of the server block whose `listen` line starts with `listen`. */
function serverBlock(config: string, listen: string) {
  const start = config.lastIndexOf('server {', config.indexOf(`  listen ${listen}`));
  assert.ok(start >= 0, `no server listening on ${listen}`);
  const end = config.indexOf('\n}\n', start);
  return config.slice(start, end + 2);
}

test("HTTPS on 443 with certbot's certificate for the host, TLS 1.2 and 1.3 only", async () => {
  const config = await tlsSite({ host: 'shop.example', app: '/srv/clydeside-shopfitters/current' });
  const https = serverBlock(config, '443 ssl');
  assert.match(https, /\n {2}listen 443 ssl http2;\n {2}listen \[::\]:443 ssl http2;\n/);
  assert.match(serverBlock(config, '80;'), /\n {2}listen 80;\n {2}listen \[::\]:80;\n/);
  assert.match(https, /\n {2}server_name shop\.example;\n/);
  assert.match(
    https,
    /\n {2}ssl_certificate \/etc\/letsencrypt\/live\/shop\.example\/fullchain\.pem;\n/,
  );
  assert.match(
    https,
    /\n {2}ssl_certificate_key \/etc\/letsencrypt\/live\/shop\.example\/privkey\.pem;\n/,
  );
  assert.match(https, /\n {2}ssl_protocols TLSv1\.2 TLSv1\.3;\n/);
  assert.doesNotMatch(config, /TLSv1(\.1)?[ ;]|SSLv/);
  // Forward-secret (ECDHE) and authenticated (GCM, ChaCha20-Poly1305) ciphers only.
  const ciphers = https.match(/ssl_ciphers (.*);/)?.[1]?.split(':') ?? [];
  assert.ok(ciphers.length > 0);
  for (const cipher of ciphers) assert.match(cipher, /^ECDHE-.*-(GCM-SHA\d+|CHACHA20-POLY1305)$/);
  assert.match(https, /\n {2}ssl_session_tickets off;\n/);
});

test('the HTTPS server serves the release through the generated files, which carry HSTS', async () => {
  const config = await tlsSite({ host: 'shop.example', app: '/srv/clydeside-shopfitters/current' });
  const https = serverBlock(config, '443 ssl');
  assert.match(https, /\n {2}root \/srv\/clydeside-shopfitters\/current\/build\/client;\n/);
  assert.match(
    https,
    /\n {2}include \/srv\/clydeside-shopfitters\/current\/build\/deploy\/nginx\/storefront\.conf;\n/,
  );
  assert.match(config, /upstream storefront_app \{\n {2}server 127\.0\.0\.1:3000 max_fails=3/);
  // HSTS comes with storefront.conf (the Node server's headers): never on plain HTTP.
  assert.doesNotMatch(serverBlock(config, '80;'), /storefront\.conf|strict-transport-security/i);
});

test("port 80 serves certbot's challenges from the webroot and sends everything else to HTTPS", async () => {
  const http = serverBlock(await tlsSite({ host: 'shop.example' }), '80;');
  assert.match(
    http,
    /location \^~ \/\.well-known\/acme-challenge\/ \{\n {4}root \/var\/www\/letsencrypt;\n {4}default_type text\/plain;\n {4}try_files \$uri =404;\n {2}\}/,
  );
  // The host is the site's own, never the Host a request names (no open redirect).
  assert.match(
    http,
    /location \/ \{\n {4}return 301 https:\/\/shop\.example\$request_uri;\n {2}\}/,
  );
  assert.equal(http.match(/location /g)?.length, 2);
});

test('ports, certificate, webroot and upstream can be named: the redirect keeps a port other than 443', async () => {
  const config = await tlsSite({
    host: 'localhost',
    httpListen: '127.0.0.1:4532',
    httpsListen: '127.0.0.1:4533',
    certificate: '/run/test/cert.pem',
    certificateKey: '/run/test/key.pem',
    acmeRoot: '/run/test/acme',
    upstream: '127.0.0.1:4534',
  });
  assert.match(config, /\n {2}listen 127\.0\.0\.1:4533 ssl http2;\n/);
  assert.match(config, /\n {2}listen 127\.0\.0\.1:4532;\n/);
  assert.doesNotMatch(config, /\[::\]/, 'a listen on a given address stays that address');
  assert.match(config, /return 301 https:\/\/localhost:4533\$request_uri;/);
  assert.match(
    config,
    /ssl_certificate \/run\/test\/cert\.pem;\n {2}ssl_certificate_key \/run\/test\/key\.pem;/,
  );
  assert.match(config, /root \/run\/test\/acme;/);
  assert.match(config, /server 127\.0\.0\.1:4534 max_fails/);
  assert.doesNotMatch(config, /\{\{/);
});

test('it refuses a host or path that nginx would read otherwise', async () => {
  await assert.rejects(tlsSite({ host: 'shop.example; return 200' }), /Not a host name/);
  await assert.rejects(tlsSite({ host: 'shop.example', acmeRoot: '/var/www/my site' }), /acmeRoot/);
  await assert.rejects(tlsSite({ host: 'shop.example', httpsListen: 'anywhere' }), /Not a port/);
});
