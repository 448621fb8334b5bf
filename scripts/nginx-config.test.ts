import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'vitest';
import { askServer, brotliConfig, mainConfig, serverConfig } from './nginx-config.js';

const manifest = {
  pages: {
    '/': {
      file: 'index.html',
      csp: "default-src 'none'; script-src 'self' 'sha256-home='",
    },
    '/products/glass-shelves': {
      file: 'products/glass-shelves/index.html',
      csp: "default-src 'none'; script-src 'self' 'sha256-glass='",
    },
  },
  notFound: {
    file: '404/index.html',
    csp: "default-src 'none'; script-src 'self' 'sha256-404='",
  },
  assets: ['/assets/app-abc.js', '/favicon.svg'],
};

const answers: import('./nginx-config.js').ServerAnswers = {
  headers: [
    ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
    ['x-frame-options', 'DENY'],
  ],
  resourcePolicy: "default-src 'none'",
  pageCache: 'no-cache',
  compressedTypes: ['application/octet-stream'],
  // As server/owned-paths.ts lists them; askServer reads the real list from the built server.
  serverPaths: [
    { path: '/api/enquiries', match: 'exact', post: true, bodyLimit: 65536 },
    { path: '/healthz', match: 'exact', post: false, bodyLimit: 16384 },
    { path: '/readyz', match: 'exact', post: false, bodyLimit: 16384 },
    { path: '/enquiries/', match: 'prefix', post: false, bodyLimit: 16384 },
    { path: '/quotes/', match: 'prefix', post: true, bodyLimit: 16384 },
    { path: '/staff', match: 'exact', post: false, bodyLimit: 16384 },
    { path: '/staff/', match: 'prefix', post: true, bodyLimit: 524288 },
  ],
  files: [
    {
      path: '/assets/app-abc.js',
      cache: 'public, max-age=31536000, immutable',
      type: 'text/javascript; charset=utf-8',
    },
    {
      path: '/favicon.svg',
      cache: 'public, max-age=3600',
      type: 'image/svg+xml',
    },
  ],
};

test('each page gets its own location, Content-Security-Policy and file', () => {
  const config = serverConfig(manifest, answers);
  assert.match(
    config,
    /location = \/ \{\n {2}set \$storefront_csp "default-src 'none'; script-src 'self' 'sha256-home='";\n {2}set \$storefront_cache "no-cache";\n {2}charset utf-8;\n {2}try_files \/index.html =404;\n\}/,
  );
  assert.ok(config.includes('location ~ "^/products/glass-shelves/*$" {'));
  assert.ok(config.includes("'sha256-glass='"));
  assert.ok(config.includes('try_files /products/glass-shelves/index.html =404;'));
});

test('everything else is the not-found page with status 404, and only listed files are served', () => {
  const config = serverConfig(manifest, answers);
  assert.ok(config.includes('error_page 404 /404/index.html;'));
  assert.match(
    config,
    /location = \/404\/index.html \{\n {2}internal;\n {2}set \$storefront_csp "[^"]*'sha256-404='";/,
  );
  assert.match(config, /location \/ \{\n {2}return 404;\n\}/);
  assert.ok(
    config.includes(
      'location = /assets/app-abc.js { set $storefront_cache "public, max-age=31536000, immutable"; }',
    ),
  );
  assert.ok(
    config.includes('location = /favicon.svg { set $storefront_cache "public, max-age=3600"; }'),
  );
  assert.equal(config.match(/^location = \/(assets|favicon)/gm)?.length, 2);
});

test('the security headers go on every answer, refusals included, and the server stays anonymous', () => {
  const config = serverConfig(manifest, answers);
  assert.ok(
    config.includes(
      'add_header strict-transport-security "max-age=31536000; includeSubDomains" always;',
    ),
  );
  assert.ok(config.includes('add_header x-frame-options "DENY" always;'));
  assert.ok(config.includes('add_header content-security-policy $storefront_csp always;'));
  assert.ok(config.includes(`set $storefront_csp "default-src 'none'";`));
  assert.ok(config.includes('server_tokens off;'));
  assert.ok(
    config.includes(
      'if ($storefront_method !~ "^(?:GET|HEAD) |^POST (?:/api/enquiries|/quotes/.*|/staff/.*)$") { return 405; }',
    ),
  );
  // Enquiries go to the Node server, which sends its own headers (one is taken and re-added
  // so that the location inherits none of the server-level ones: no header twice).
  assert.ok(config.includes('location = /api/enquiries {\n'));
  assert.ok(config.includes('client_max_body_size 64k;'));
  // Their addresses carry tokens and their visitors personal data: never in nginx's log.
  for (const path of ['= /api/enquiries', '^~ /enquiries/', '^~ /quotes/', '^~ /staff/']) {
    const start = config.indexOf(`location ${path} {`);
    assert.ok(start >= 0, path);
    assert.match(config.slice(start, config.indexOf('}', start)), /access_log off;/);
  }
  assert.ok(config.includes('location = /readyz {'));
  assert.ok(config.includes('location ^~ /enquiries/ {'));
  // The paths the Node server owns, from its one list (server/owned-paths.ts).
  assert.ok(config.includes('location = /staff {'));
  assert.ok(config.includes('location ^~ /staff/ {'));
  assert.ok(config.includes('proxy_set_header X-Forwarded-For $remote_addr;'));
  // The Host the browser sent goes through; a client's X-Forwarded-Host never does.
  for (const path of ['= /api/enquiries', '^~ /enquiries/', '^~ /quotes/', '^~ /staff/']) {
    const start = config.indexOf(`location ${path} {`);
    const location = config.slice(start, config.indexOf('}', start));
    assert.match(location, /proxy_set_header Host \$http_host;/, path);
    assert.match(location, /proxy_set_header X-Forwarded-Host "";/, path);
  }
  assert.ok(config.includes('set $storefront_allow "GET, HEAD";'));
  assert.ok(config.includes('error_page 494 =431 /__refused/431;'));
  assert.ok(config.includes('"text/javascript; charset=utf-8" js;'));
  assert.ok(config.includes('gzip_types "application/octet-stream";'));
  assert.ok(brotliConfig(answers).includes('brotli_types "application/octet-stream";'));
});

test('it refuses what nginx would misread, rather than write a wrong configuration', () => {
  const withPage = (path: string, csp: string) => ({
    ...manifest,
    pages: { ...manifest.pages, [path]: { file: 'x/index.html', csp } },
  });
  assert.throws(() => serverConfig(withPage('/x', 'default-src "none"'), answers), /Cannot put/);
  assert.throws(() => serverConfig(withPage('/x', "script-src 'self' $x"), answers), /Cannot put/);
  assert.throws(
    () => serverConfig(withPage('/x y', "default-src 'none'"), answers),
    /Unexpected page path/,
  );
  assert.throws(
    () =>
      serverConfig(manifest, {
        ...answers,
        files: [
          ...answers.files,
          {
            path: '/other.js',
            cache: 'no-cache',
            type: 'application/javascript',
          },
        ],
      }),
    /served as both/,
  );
});

test('the main configuration template takes the listen address, root, directories and upstream', async () => {
  const config = await mainConfig({
    listen: '127.0.0.1:4444',
    root: '/srv/shop/client',
    confDir: '/srv/shop/nginx',
    runDir: '/tmp/run',
    upstream: '127.0.0.1:3001',
  });
  assert.match(config, /upstream storefront_app \{\s+server 127\.0\.0\.1:3001 max_fails=3/);
  assert.ok(config.includes('listen 127.0.0.1:4444;'));
  assert.ok(config.includes('root /srv/shop/client;'));
  assert.ok(config.includes('include /srv/shop/nginx/storefront.conf;'));
  assert.ok(config.includes('pid /tmp/run/nginx.pid;'));
  assert.doesNotMatch(config, /\{\{/);
  await assert.rejects(
    mainConfig({
      listen: '80; include /etc/passwd',
      root: '/r',
      confDir: '/c',
      runDir: '/t',
      upstream: '127.0.0.1:3000',
    }),
    /cannot use/,
  );
});

test('the headers, caching rules and types are read from the Node server itself', async () => {
  const client = await mkdtemp(join(tmpdir(), 'storefront-nginx-'));
  try {
    await mkdir(join(client, '404'));
    await mkdir(join(client, 'assets'));
    for (const file of ['index.html', '404/index.html'])
      await writeFile(join(client, file), '<p>hi</p>');
    await writeFile(join(client, 'assets/app-abc.js'), 'console.log(1);');
    await writeFile(join(client, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const read = await askServer(client, {
      pages: { '/': manifest.pages['/'] },
      notFound: manifest.notFound,
      assets: manifest.assets,
    });
    const names = read.headers.map(([name]) => name);
    for (const name of [
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'x-frame-options',
      'permissions-policy',
    ]) {
      assert.ok(names.includes(name), `${name} is missing`);
    }
    assert.ok(!names.includes('content-security-policy') && !names.includes('cache-control'));
    assert.match(read.resourcePolicy, /^default-src 'none'/);
    assert.equal(read.pageCache, 'no-cache');
    assert.deepEqual(
      read.files.map(({ path, cache }) => [path, cache]),
      [
        ['/assets/app-abc.js', 'public, max-age=31536000, immutable'],
        ['/favicon.svg', 'public, max-age=3600'],
      ],
    );
  } finally {
    await rm(client, { recursive: true, force: true });
  }
});

/** The body of the location block that starts with `opening`. */
function locationBlock(config: string, opening: string) {
  const start = config.indexOf(`${opening} {`);
  assert.ok(start >= 0, opening);
  return config.slice(start, config.indexOf('\n}', start));
}

test("each proxied path allows the body its server routes take: the quote editor's 512 KB under /staff/, an enquiry's 64 KB, a form's 16 KB", () => {
  const config = serverConfig(manifest, answers);
  assert.match(locationBlock(config, 'location ^~ /staff/'), /client_max_body_size 512k;/);
  assert.match(locationBlock(config, 'location = /api/enquiries'), /client_max_body_size 64k;/);
  assert.match(locationBlock(config, 'location ^~ /quotes/'), /client_max_body_size 16k;/);
});

test('/healthz and /readyz answer only the addresses HEALTH_ALLOW names (loopback by default)', () => {
  const loopback = serverConfig(manifest, answers);
  for (const path of ['/healthz', '/readyz']) {
    const block = locationBlock(loopback, `location = ${path}`);
    assert.match(block, /allow 127\.0\.0\.1;\n\s*allow ::1;\n\s*deny all;/);
  }
  assert.doesNotMatch(locationBlock(loopback, 'location = /api/enquiries'), /deny all/);
  const named = serverConfig(manifest, {
    ...answers,
    healthAllow: ['10.0.0.0/8', '127.0.0.1'],
  });
  assert.match(
    locationBlock(named, 'location = /readyz'),
    /allow 10\.0\.0\.0\/8;\n\s*allow 127\.0\.0\.1;\n\s*deny all;/,
  );
});

test("nginx's own 403, 413, 429, 502, 503 and 504 are pages in the site's words, with its headers", () => {
  const config = serverConfig(manifest, answers);
  for (const status of [403, 413, 429, 502, 503, 504]) {
    assert.ok(config.includes(`error_page ${status} /__refused/page-${status};`), String(status));
    const block = locationBlock(config, `location = /__refused/page-${status}`);
    assert.match(block, /internal;/);
    assert.match(block, /default_type "text\/html; charset=utf-8";/);
    assert.match(block, new RegExp(`return ${status} "<!doctype html>.*Clydeside Shopfitters`));
    // No add_header of its own: it keeps every one of the server's (set with `always`).
    assert.doesNotMatch(block, /add_header/);
  }
  assert.match(locationBlock(config, 'location = /__refused/page-413'), /Too large to send/);
  assert.match(config, /add_header x-frame-options "DENY" always;/);
});
