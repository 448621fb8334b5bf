/**
 * nginx, serving the build with the generated configuration, answers every request as the
 * Node server does: status, body, content type and encoding, caching, Vary, the
 * Content-Security-Policy and every other security header; and what only nginx decides (the
 * health checks' addresses, body limits by path) holds, a 200-line quote draft saved by a
 * signed-in member of staff included. Run by scripts/nginx-check.sh, which starts nginx and
 * sets NGINX_URL (and NGINX_DATA_DIR, the store of the Node server behind it); skipped
 * without it.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, test } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createServer } from '../../server/app';
import { clientDir, manifestPath } from '../../server/paths';
import { MAX_DESCRIPTION, MAX_LEAD_TIME } from '../../server/staff/draft-form';
import { MAX_LINES } from '../../server/sales/money';
import type { Manifest } from '../../server/site/build';

const nginxUrl = process.env.NGINX_URL;
const PASSWORD = 'Tall ships on the Clyde';

interface Options {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The address the request comes from (any of loopback's 127.0.0.0/8). */
  localAddress?: string;
}
interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request with the path sent exactly as written. */
function send(base: string, path: string, options: Options = {}) {
  const { hostname, port } = new URL(base);
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(
      {
        hostname,
        port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.localAddress,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

function decoded({ headers, body }: Answer) {
  if (headers['content-encoding'] === 'br') return brotliDecompressSync(body);
  if (headers['content-encoding'] === 'gzip') return gunzipSync(body);
  return body;
}

/** Headers that only say how one server framed this response. */
const TRANSPORT = new Set([
  'accept-ranges',
  'connection',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'server',
  'transfer-encoding',
]);

function comparable(answer: Answer) {
  const headers = Object.entries(answer.headers)
    .filter(([name]) => !TRANSPORT.has(name))
    .map(([name, value]) => [name, String(value).toLowerCase()]);
  return { status: answer.status, headers: Object.fromEntries(headers.sort()) };
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
const firstScript = manifest.assets.find((path) => path.endsWith('.js')) ?? '/missing.js';
const otherFile = manifest.assets.find((path) => !path.startsWith('/assets/')) ?? '/missing';

const paths: string[] = [
  ...Object.keys(manifest.pages),
  ...manifest.assets,
  '/about/',
  '/about//',
  '//about',
  '/abou%74',
  '/products%2Fcounter',
  firstScript,
  `${firstScript}/`,
  `${firstScript}.br`,
  `${firstScript}.gz`,
  otherFile,
  '/no-such-page',
  '/404',
  '/404/index.html',
  '/index.html',
  '/about/index.html',
  '/__spa-fallback.html',
  '/__refused/400',
  '/.env',
  '/assets/',
  '/assets',
  '/server-manifest.json',
  '/../../etc/passwd',
  '/..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%252e%252e/%252e%252e/etc/passwd',
  '/..%5c..%5cetc%5cpasswd',
  '/a\\b',
  '/assets/..%2f..%2fpackage.json',
  '/%00',
  '/index.html%00.js',
  '/%E0%A4%A',
  '/%',
  '/%ff',
  '/caf%C3%A9',
  '/%C0%AF',
  '/%ed%a0%80',
  '/%f0%9f%9b%92',
  '/about?x=%ff&y=../../',
  '/./about',
  '/a/..',
  '/..',
  `/${'a'.repeat(8191)}`,
  `/${'a'.repeat(8192)}`,
  `/?q=${'a'.repeat(9000)}`,
];

const cases: [string, Options][] = [
  ...paths.flatMap((path) =>
    ['', 'gzip', 'br, gzip'].map(
      (encoding) => [path, { headers: { 'accept-encoding': encoding } }] as [string, Options],
    ),
  ),
  ...['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'HEAD'].flatMap((method) =>
    ['/', '/no-such-page', firstScript].map((path) => [path, { method }] as [string, Options]),
  ),
];

let nodeUrl = '';
let app: Awaited<ReturnType<typeof createServer>> | undefined;

beforeAll(async () => {
  if (!nginxUrl) return;
  app = await createServer({ clientDir, manifest });
  nodeUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app?.close());

test('nginx answers every request as the Node server does', { skip: !nginxUrl }, async () => {
  const differences: string[] = [];
  for (const [path, options] of cases) {
    const [node, nginx] = await Promise.all([
      send(nodeUrl, path, options),
      send(nginxUrl ?? '', path, options),
    ]);
    const label = `${options.method ?? 'GET'} ${path.slice(0, 60)} ${JSON.stringify(options.headers ?? {})}`;
    try {
      assert.deepEqual(comparable(nginx), comparable(node));
      if (options.method !== 'HEAD')
        assert.ok(decoded(nginx).equals(decoded(node)), 'the bodies differ');
    } catch (error) {
      differences.push(`${label}\n${String(error)}`);
    }
  }
  assert.deepEqual(differences, []);
});

test('a request with a header over 16 KiB is refused alike', { skip: !nginxUrl }, async () => {
  const huge: Record<string, string>[] = [
    { 'x-huge': 'a'.repeat(20_000) },
    { cookie: `c=${'a'.repeat(20_000)}` },
  ];
  for (const headers of huge) {
    const [node, nginx] = await Promise.all([
      send(nodeUrl, '/', { headers }),
      send(nginxUrl ?? '', '/', { headers }),
    ]);
    assert.equal(node.status, 431);
    assert.deepEqual(comparable(nginx), comparable(node));
    assert.equal(nginx.body.toString(), node.body.toString());
  }
});

/** What every page the site answers with carries, nginx's own refusals included. */
function assertSiteHeaders(answer: Answer) {
  assert.match(String(answer.headers['content-type']), /^text\/html/);
  assert.match(
    String(answer.headers['content-security-policy']),
    /default-src 'none'|default-src 'self'/,
  );
  assert.equal(answer.headers['x-content-type-options'], 'nosniff');
  assert.ok(answer.headers['referrer-policy'], 'a Referrer-Policy');
}

test(
  'the health checks answer only the addresses HEALTH_ALLOW names (loopback here)',
  { skip: !nginxUrl },
  async () => {
    for (const path of ['/healthz', '/readyz']) {
      const allowed = await send(nginxUrl ?? '', path, { localAddress: '127.0.0.1' });
      assert.equal(allowed.status, 200, `${path} from loopback`);
      const outsider = await send(nginxUrl ?? '', path, { localAddress: '127.0.0.2' });
      assert.equal(outsider.status, 403, `${path} from 127.0.0.2`);
      assertSiteHeaders(outsider);
      assert.doesNotMatch(outsider.body.toString(), /uptime|migrat|oldestUnsent/i);
    }
  },
);

test(
  "a body over a path's limit gets nginx’s refusal in the site’s words and headers",
  { skip: !nginxUrl },
  async () => {
    const tooBig = await send(nginxUrl ?? '', '/api/enquiries', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `message=${'a'.repeat(100 * 1024)}`,
    });
    assert.equal(tooBig.status, 413);
    assertSiteHeaders(tooBig);
    assert.match(decoded(tooBig).toString(), /too (large|long|big)/i);
  },
);

/** The value a response's Set-Cookie gives `name`, as a browser would keep it. */
function cookieOf(answer: Answer, name: string) {
  const header = answer.headers['set-cookie'] ?? [];
  const cookie = header.find((entry) => entry.startsWith(`${name}=`));
  return cookie?.slice(name.length + 1).split(';')[0] ?? '';
}

/** A form posted through nginx as a browser on the site posts it. */
function postForm(path: string, fields: Record<string, string>, cookie = '') {
  return send(nginxUrl ?? '', path, {
    method: 'POST',
    headers: {
      origin: nginxUrl ?? '',
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const hiddenField = (html: string, name: string) =>
  html.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1] ?? '';

test(
  'a 200-line quote draft, every description at its longest, saves through nginx',
  { skip: !nginxUrl, timeout: 60_000 },
  async () => {
    // An account in the store of the Node server behind nginx, made as the team makes one.
    const email = `nginx-${Date.now()}@example.co.uk`;
    execFileSync(process.execPath, ['scripts/staff.js', 'add', email], {
      env: { ...process.env, DATA_DIR: process.env.NGINX_DATA_DIR, STAFF_PASSWORD: PASSWORD },
    });
    const name = `Morag Campbell ${Date.now()}`;
    const enquiry = await postForm('/api/enquiries', {
      name,
      email: 'morag@example.co.uk',
      subject: 'general',
      message: 'Shelving for the whole shop, please.',
    });
    assert.equal(enquiry.status, 303, decoded(enquiry).toString());

    // Signed in through nginx with the sign-in form's own token.
    const form = await send(nginxUrl ?? '', '/staff/sign-in');
    assert.equal(form.status, 200);
    const signedIn = await postForm(
      '/staff/sign-in',
      { _csrf: hiddenField(decoded(form).toString(), '_csrf'), email, password: PASSWORD },
      `staff_sign_in=${cookieOf(form, 'staff_sign_in')}`,
    );
    assert.equal(signedIn.status, 303, decoded(signedIn).toString());
    const session = `staff_session=${cookieOf(signedIn, 'staff_session')}`;
    const page = async (path: string) => {
      const answer = await send(nginxUrl ?? '', path, { headers: { cookie: session } });
      assert.equal(answer.status, 200, path);
      return decoded(answer).toString();
    };

    const inbox = await page(`/staff?q=${encodeURIComponent(name)}`);
    const id = inbox.match(/href="\/staff\/enquiries\/([\w-]+)"/)?.[1] ?? '';
    assert.ok(id, 'the enquiry is in the inbox');
    const csrf = hiddenField(await page(`/staff/enquiries/${id}`), '_csrf');
    const opened = await postForm(`/staff/enquiries/${id}/quote/open`, { _csrf: csrf }, session);
    assert.equal(opened.status, 303);
    const editor = await page(`/staff/enquiries/${id}/quote`);

    // The editor's most lines, each description and lead time at the longest it takes.
    const lines: Record<string, string> = {};
    for (let row = 0; row < MAX_LINES; row += 1) {
      const bay = `Wall shelving bay ${String(row + 1).padStart(3, '0')}, 1200mm wide, white powder-coated steel uprights, four adjustable shelves with brackets, a price-ticket strip on each shelf edge and a kick plate; fitted on site by our own team`;
      lines[`line-${row}-description`] = bay.padEnd(MAX_DESCRIPTION, ', levelled to the floor');
      lines[`line-${row}-quantity`] = '2';
      lines[`line-${row}-price`] = '166.66';
      lines[`line-${row}-lead`] = 'Estimated 2-3 day delivery'.padEnd(MAX_LEAD_TIME, '.');
      lines[`line-${row}-product`] = '';
    }
    const fields = {
      _csrf: hiddenField(editor, '_csrf'),
      revision: hiddenField(editor, 'revision'),
      action: 'save',
      validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      note: 'Prices held for 30 days.',
      ...lines,
    };
    const body = new URLSearchParams(fields).toString();
    // About 105 KB: over the 64 KB nginx allowed every path before, which refused such a draft
    // with its own 413 page and the typed work was lost.
    assert.ok(Buffer.byteLength(body) > 96 * 1024, `${Buffer.byteLength(body)} bytes`);

    const saved = await postForm(`/staff/enquiries/${id}/quote`, fields, session);
    assert.equal(saved.status, 303, decoded(saved).toString().slice(0, 500));
    assert.equal(saved.headers.location, `/staff/enquiries/${id}/quote?done=saved`);
    const stored = await page(`/staff/enquiries/${id}/quote?done=saved`);
    // Every line back in the editor, whole and in order (the blank row after them left out).
    const descriptions = Array.from(
      stored.matchAll(/<textarea[^>]*\bname="line-\d+-description"[^>]*>([^<]*)<\/textarea>/g),
      ([, text]) => text,
    ).filter(Boolean);
    assert.deepEqual(
      descriptions,
      Array.from({ length: MAX_LINES }, (_, row) => lines[`line-${row}-description`]),
    );
  },
);
