// @ts-check
/**
 * Generates the nginx configuration that serves build/client exactly as `npm start` does.
 * Nothing in it is written by hand: the routes, each page's Content-Security-Policy and
 * the file allow-list come from the build manifest, and the security headers, the caching
 * rules and the content types come from asking the Node server itself (in memory, with
 * `inject`), so the two cannot drift apart. Called by scripts/postbuild.js before it
 * writes the manifest; deploy/nginx/ holds the server block that includes the result.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { serverTools } from './server-tools.js';
import { clientDir, nginxDir, projectRoot } from './paths.js';

export const TEMPLATE = join(projectRoot, 'deploy/nginx/nginx.conf.template');
/** The production site over HTTPS (docs/operating.md): `node scripts/nginx-config.js tls`. */
export const TLS_TEMPLATE = join(projectRoot, 'deploy/nginx/site-tls.conf.template');

/**
 * @typedef {import('../server/tools').Manifest} Manifest
 * @typedef {{
 *   headers: [string, string][];
 *   resourcePolicy: string;
 *   pageCache: string;
 *   files: { path: string; cache: string; type: string; disposition?: string }[];
 *   compressedTypes: string[];
 *   serverPaths: readonly { path: string; match: 'exact' | 'prefix'; post: boolean; bodyLimit: number }[];
 *   healthAllow?: string[];
 * }} ServerAnswers
 */

/**
 * The same request line limit as the Node server (server/app.js).
 * Above it both answer 414.
 */
const MAX_URL_LENGTH = 8192;

/** A percent-encoded UTF-8 continuation byte. */
const TAIL = '%[89ab][0-9a-f]';
/**
 * One character of a path that decodeURIComponent accepts: anything but `%` and `?`, or a
 * percent-encoded ASCII byte, or a whole, valid percent-encoded UTF-8 sequence (RFC 3629).
 * The Node server answers 400 to a path that is not made of these.
 */
const PATH_CHARACTER = [
  '[^%?]',
  '%[0-7][0-9a-f]',
  `%c[2-9a-f]${TAIL}`,
  `%d[0-9a-f]${TAIL}`,
  `%e0%[ab][0-9a-f]${TAIL}`,
  `%e[1-9a-cef]${TAIL}${TAIL}`,
  `%ed%[89][0-9a-f]${TAIL}`,
  `%f0%(?:9[0-9a-f]|[ab][0-9a-f])${TAIL}${TAIL}`,
  `%f[1-3]${TAIL}${TAIL}${TAIL}`,
  `%f4%8[0-9a-f]${TAIL}${TAIL}`,
].join('|');
/**
 * What the Node server refuses with 400 after decoding the path: a NUL byte, a backslash
 * (`\x5c`), or a `.` or `..` segment, with `/` and `.` possibly percent-encoded.
 */
const FORBIDDEN_IN_PATH = '^[^?]*(?:%00|\\x5c|%5c|(?:/|%2f)(?:\\.|%2e){1,2}(?:/|%2f|\\?|$))';

/**
 * Asks the Node server for the headers it sends, from memory.
 * @param {string} clientDir
 * @param {Manifest} manifest
 * @returns {Promise<ServerAnswers>}
 */
export async function askServer(clientDir, manifest) {
  const { createServer, policyHeaders, readSettings, SERVER_PATHS } = await serverTools();
  const app = await createServer({ clientDir, manifest });
  try {
    const page = await app.inject({ url: '/' });
    const refused = await app.inject({ method: 'POST', url: '/' });
    /** @type {ServerAnswers['files']} */
    const files = [];
    let resourcePolicy = '';
    /** The types the server compresses as it sends them (files without .gz copies). */
    const compressedTypes = new Set();
    for (const path of manifest.assets) {
      const response = await app.inject({ url: path });
      if (response.statusCode !== 200)
        throw new Error(`${path}: the server answered ${response.statusCode}`);
      files.push({
        path,
        cache: String(response.headers['cache-control']),
        type: String(response.headers['content-type']),
        // A file to save (the brochure) names itself: nginx says the same.
        ...(response.headers['content-disposition']
          ? { disposition: String(response.headers['content-disposition']) }
          : {}),
      });
      resourcePolicy = String(response.headers['content-security-policy']);
      if (!existsSync(join(clientDir, `${path.slice(1)}.gz`))) {
        const gzipped = await app.inject({
          url: path,
          headers: { 'accept-encoding': 'gzip' },
        });
        if (gzipped.headers['content-encoding'] === 'gzip') {
          compressedTypes.add(String(response.headers['content-type']));
        }
      }
    }
    const headers = policyHeaders(page.headers);
    if (JSON.stringify(policyHeaders(refused.headers)) !== JSON.stringify(headers)) {
      throw new Error('The Node server sends different security headers on different responses');
    }
    return {
      headers,
      resourcePolicy,
      pageCache: String(page.headers['cache-control']),
      files,
      compressedTypes: [...compressedTypes].sort(),
      // The paths the Node server owns (server/owned-paths.ts): nginx proxies them.
      serverPaths: SERVER_PATHS,
      // HEALTH_ALLOW at build time: the addresses and ranges that may ask /healthz and
      // /readyz through nginx (a load balancer's, a monitor's); everyone else gets 403.
      healthAllow: readSettings().HEALTH_ALLOW,
    };
  } finally {
    await app.close();
  }
}

/**
 * nginx's own answers (a body over the limit, an upstream down or slow, a health check
 * from elsewhere) as small pages with the site's headers and words, not nginx's bare ones.
 * Node's own 503 (an instance shutting down) is its own page and passes through.
 */
const NGINX_PAGES = /** @type {const} */ ([
  [403, 'Not available', 'This address is only for the servers that look after the site.'],
  [
    413,
    'Too large to send',
    'What you sent is larger than this site takes. Go back: your words are still in the form; shorten them, or split a long quote into two, and send it again.',
  ],
  [
    429,
    'Too many requests',
    'We have had many requests from your connection in a short time. Please wait a minute, then try again.',
  ],
  [
    502,
    'Back in a moment',
    'The site could not finish that just now. Go back and try again in a minute: nothing you sent has been lost on our side unless you were shown a reference.',
  ],
  [503, 'Back in a moment', 'The site is busy or being updated. Please try again in a minute.'],
  [
    504,
    'Back in a moment',
    'The site took too long to answer. Go back and try again in a minute: if you were sending a form, check for our confirmation before sending it twice.',
  ],
]);

/** @param {string} heading @param {string} text */
function nginxPage(heading, text) {
  return `<!doctype html><html lang='en-GB'><head><meta charset='utf-8'><meta name='viewport' content='width=device-width, initial-scale=1'><title>${heading} - Clydeside Shopfitters</title></head><body><main><h1>${heading}</h1><p>${text}</p><p><a href='/'>Clydeside Shopfitters home page</a></p></main></body></html>`;
}

/**
 * The paths that take a POST, as one regular expression's alternatives.
 * @param {ServerAnswers} answers
 */
function postPaths(answers) {
  return answers.serverPaths
    .filter(({ post }) => post)
    .map(
      ({ path, match }) =>
        `${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${match === 'prefix' ? '.*' : ''}`,
    )
    .join('|');
}

/** A double-quoted nginx string; refuses what nginx would read as a variable or an escape. */
function quote(/** @type {string} */ value) {
  if (/["$\\\n\r]/.test(value)) throw new Error(`Cannot put ${JSON.stringify(value)} in nginx`);
  return `"${value}"`;
}

/**
 * A double-quoted regular expression: nginx keeps `$` and `\` in it as written, except for
 * the escapes it reads itself (\\, \", \', \t, \r, \n), refused here.
 */
function quoteRegex(/** @type {string} */ pattern) {
  if (/["\n\r]|\\["'\\trn]/.test(pattern)) throw new Error(`Cannot put /${pattern}/ in nginx`);
  return `"${pattern}"`;
}

/** A route as an nginx regular expression: the path, with any number of trailing slashes. */
function routePattern(/** @type {string} */ path) {
  if (!/^\/[A-Za-z0-9._~/-]*$/.test(path)) throw new Error(`Unexpected page path ${path}`);
  return quoteRegex(`^${path.replace(/[.]/g, '\\.')}/*$`);
}

/** @param {string} path */
function exactPath(path) {
  if (!/^\/[A-Za-z0-9._~/@+-]+$/.test(path)) throw new Error(`Unexpected file path ${path}`);
  return path;
}

/** The plain-text answers the Node server gives to refused requests. */
const REFUSALS = [
  [400, 'Bad Request'],
  [405, 'Method Not Allowed'],
  [414, 'URI Too Long'],
  [431, 'Request Header Fields Too Large'],
];

/**
 * The server-level configuration: include it inside a `server {}` block whose `root` is
 * build/client.
 * @param {Manifest} manifest
 * @param {ServerAnswers} answers
 */
export function serverConfig(manifest, answers) {
  const types = new Map([['html', 'text/html']]);
  for (const { path, type } of answers.files) {
    const extension = path.slice(path.lastIndexOf('.') + 1);
    if (types.has(extension) && types.get(extension) !== type) {
      throw new Error(`.${extension} files are served as both ${types.get(extension)} and ${type}`);
    }
    types.set(extension, type);
  }
  /** @param {import('../server/tools').PageEntry} entry */
  const page = (entry) => [
    `set $storefront_csp ${quote(entry.csp)};`,
    `set $storefront_cache ${quote(answers.pageCache)};`,
    'charset utf-8;',
  ];
  /** @param {string} head @param {string[]} body */
  const block = (head, body) => [`${head} {`, ...body.map((line) => `  ${line}`), '}'];

  return [
    '# Generated by scripts/nginx-config.js from build/server-manifest.json and the Node',
    "# server's own answers. Do not edit: `npm run build` writes it again.",
    '# Include it in a server block whose root is build/client (deploy/nginx/).',
    '',
    'server_tokens off;',
    'merge_slashes off;',
    'large_client_header_buffers 4 16k;',
    '',
    ...block(
      'types',
      [...types].map(([extension, type]) => `${quote(type)} ${extension};`),
    ),
    'default_type application/octet-stream;',
    '',
    '# Pages, and files without .gz (and .br) copies from the build, are compressed on the',
    '# fly, from 1 KiB, as the Node server does.',
    'gzip on;',
    'gzip_static on;',
    'gzip_vary on;',
    'gzip_min_length 1024;',
    ...compressedTypesLine('gzip_types', answers),
    '',
    '# The same headers on every response, as the Node server sends them; locations set',
    "# the page's own policy and the caching rule.",
    `set $storefront_csp ${quote(answers.resourcePolicy)};`,
    'set $storefront_cache "";',
    'set $storefront_allow "";',
    'set $storefront_disposition "";',
    ...answers.headers.map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    'add_header content-security-policy $storefront_csp always;',
    'add_header cache-control $storefront_cache always;',
    'add_header allow $storefront_allow always;',
    'add_header content-disposition $storefront_disposition always;',
    '',
    '# Only GET and HEAD (and POST to the enquiry endpoint and the staff inbox); no overlong URL; no path that does not decode, or that holds a',
    '# NUL, a backslash or a dot segment. The refusals are internal documents under',
    '# /__refused/, which these checks let through (nginx runs them again on the way).',
    `set $storefront_method "$request_method $uri";`,
    `if ($storefront_method !~ ${quoteRegex(`^(?:GET|HEAD) |^POST (?:${postPaths(answers)})$`)}) { return 405; }`,
    'set $storefront_request $request_uri;',
    'if ($uri ~ ^/__refused/) { set $storefront_request /; }',
    `if ($storefront_request ~ "^.{${MAX_URL_LENGTH + 1}}") { return 414; }`,
    `if ($storefront_request !~* ${quoteRegex(`^(?:${PATH_CHARACTER})*+(?:\\?|$)`)}) { return 400; }`,
    `if ($storefront_request ~* ${quoteRegex(FORBIDDEN_IN_PATH)}) { return 400; }`,
    ...REFUSALS.map(
      ([status]) => `error_page ${status === 431 ? '494 =431' : status} /__refused/${status};`,
    ),
    ...REFUSALS.map(([status, text]) =>
      [
        `location = /__refused/${status} {`,
        '  internal;',
        '  types { }',
        '  default_type text/plain;',
        ...(status === 405 ? ['  set $storefront_allow "GET, HEAD";'] : []),
        `  return ${status} ${quote(String(text))};`,
        '}',
      ].join('\n'),
    ),
    '',
    "# nginx's own errors, as pages with the headers above (internal documents, like the",
    '# refusals).',
    ...NGINX_PAGES.map(([status]) => `error_page ${status} /__refused/page-${status};`),
    ...NGINX_PAGES.map(([status, heading, text]) =>
      [
        `location = /__refused/page-${status} {`,
        '  internal;',
        '  types { }',
        '  default_type "text/html; charset=utf-8";',
        '  set $storefront_cache "no-store";',
        `  return ${status} ${quote(nginxPage(heading, text))};`,
        '}',
      ].join('\n'),
    ),
    '',
    '# Anything that is neither a page nor a file: the home page, with status 404.',
    'error_page 404 /404/index.html;',
    ...block('location /', ['return 404;']),
    ...block('location = /404/index.html', ['internal;', ...page(manifest.notFound)]),
    '',
    '# The pre-rendered pages, each with its own Content-Security-Policy.',
    ...Object.entries(manifest.pages).flatMap(([path, entry]) =>
      block(path === '/' ? 'location = /' : `location ~ ${routePattern(path)}`, [
        ...page(entry),
        `try_files /${entry.file} =404;`,
      ]),
    ),
    '',
    '# What a visitor sends, their confirmation pages and the staff inbox go to the Node server: the',
    '# upstream `storefront_app` (one or more instances, defined in the http block). Node',
    '# sends every header of these answers itself; one header is taken from it and added',
    "# here, because a location with an add_header of its own inherits none of the server's.",
    ...answers.serverPaths.flatMap(({ path, match, bodyLimit }) =>
      block(match === 'exact' ? `location = ${path}` : `location ^~ ${path}`, [
        ...(path === '/healthz' || path === '/readyz'
          ? [
              '# The store, its migrations and the oldest unsent email are for the servers that',
              '# check it (HEALTH_ALLOW at build), not for the public.',
              ...(answers.healthAllow ?? ['127.0.0.1', '::1']).map((entry) => `allow ${entry};`),
              'deny all;',
            ]
          : []),
        '# Their addresses carry private tokens and their visitors personal data: no access log',
        '# (the Node server logs each by its route pattern, without either).',
        'access_log off;',
        `client_max_body_size ${Math.ceil(bodyLimit / 1024)}k;`,
        'proxy_pass http://storefront_app;',
        '# An instance that is shutting down or cannot reach its store answers 503 (see /readyz):',
        '# a page or a health check is asked of the next instance instead (never a post twice).',
        'proxy_next_upstream error timeout http_503;',
        'proxy_http_version 1.1;',
        'proxy_set_header Connection "";',
        '# As the browser sent it, port included: the origin checks compare it with the Origin',
        "# header. Never a client's X-Forwarded-Host (Node ignores it too): it would name the site.",
        'proxy_set_header Host $http_host;',
        'proxy_set_header X-Forwarded-Host "";',
        "# The visitor's address as nginx saw it (never one the client claims): the rate limit",
        '# counts by it.',
        'proxy_set_header X-Forwarded-For $remote_addr;',
        'proxy_set_header X-Forwarded-Proto $scheme;',
        'proxy_hide_header x-content-type-options;',
        'add_header x-content-type-options "nosniff" always;',
      ]),
    ),
    '',
    '# The files of the build, and only those.',
    ...answers.files.map(
      ({ path, cache, disposition }) =>
        `location = ${exactPath(path)} { set $storefront_cache ${quote(cache)};${
          disposition ? ` set $storefront_disposition ${quote(disposition)};` : ''
        } }`,
    ),
    '',
  ].join('\n');
}

/** @param {string} directive @param {ServerAnswers} answers */
function compressedTypesLine(directive, answers) {
  const types = answers.compressedTypes.filter((type) => !/^text\/html(;|$)/.test(type));
  return types.length > 0 ? [`${directive} ${types.map(quote).join(' ')};`] : [];
}

/**
 * Brotli, where nginx has the module (Debian: libnginx-mod-http-brotli-static and -filter).
 * @param {ServerAnswers} answers
 */
export function brotliConfig(answers) {
  return [
    '# Include next to storefront.conf where nginx has the brotli modules.',
    'brotli on;',
    'brotli_static on;',
    'brotli_min_length 1024;',
    ...compressedTypesLine('brotli_types', answers),
    '',
  ].join('\n');
}

/**
 * A template of deploy/nginx/ with its {{...}} values filled in; a value nginx would read
 * as more than one word (or a variable) is refused.
 * @param {string} file
 * @param {Record<string, string>} values
 */
async function fillTemplate(file, values) {
  const template = await readFile(file, 'utf8');
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, /** @type {string} */ name) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${file}: no value for ${placeholder}`);
    if (/[\s;{}"'$]/.test(value)) throw new Error(`${name}: cannot use ${value} in nginx`);
    return value;
  });
}

/**
 * deploy/nginx/nginx.conf.template with its {{...}} values filled in.
 * @param {{ listen: string; root: string; confDir: string; runDir: string; upstream: string }} values
 */
export async function mainConfig(values) {
  return fillTemplate(TEMPLATE, values);
}

/**
 * @typedef {{
 *   host: string;
 *   app?: string;
 *   upstream?: string;
 *   httpListen?: string;
 *   httpsListen?: string;
 *   certificate?: string;
 *   certificateKey?: string;
 *   acmeRoot?: string;
 * }} TlsOptions
 */

/** Where certbot's --webroot writes its challenges, unless --acme-root says otherwise. */
export const ACME_ROOT = '/var/www/letsencrypt';

/**
 * deploy/nginx/site-tls.conf.template for a host: HTTPS on 443 with certbot's certificate
 * for it (/etc/letsencrypt/live/<host>/), and port 80 serving certbot's challenges from
 * the webroot and sending everything else to HTTPS. `app` is the release folder nginx
 * serves (its build/client and build/deploy/nginx): this checkout's unless given, which on
 * a server should be the `current` link (docs/operating.md), so an upgrade needs no edit.
 * @param {TlsOptions} options
 */
export async function tlsSite(options) {
  const { host, app, httpListen = '80', httpsListen = '443' } = options;
  if (!/^[a-z\d]([a-z\d.-]*[a-z\d])?$/i.test(host)) throw new Error(`Not a host name: ${host}`);
  const httpsPort = /^(?:.*:)?(\d+)$/.exec(httpsListen)?.[1];
  if (!httpsPort) throw new Error(`Not a port or address:port: ${httpsListen}`);
  const site = await fillTemplate(TLS_TEMPLATE, {
    host,
    upstream: options.upstream ?? '127.0.0.1:3000',
    httpListen,
    httpsListen,
    httpsPort: httpsPort === '443' ? '' : `:${httpsPort}`,
    certificate: options.certificate ?? `/etc/letsencrypt/live/${host}/fullchain.pem`,
    certificateKey: options.certificateKey ?? `/etc/letsencrypt/live/${host}/privkey.pem`,
    acmeRoot: options.acmeRoot ?? ACME_ROOT,
    root: app ? join(app, 'build', 'client') : clientDir,
    confDir: app ? join(app, 'build', 'deploy', 'nginx') : nginxDir,
  });
  return alsoOnIpv6(alsoOnIpv6(site, httpListen), `${httpsListen} ssl http2`);
}

/**
 * A `listen` of a bare port is IPv4 only in nginx: the same port on IPv6 is added beside
 * it, so a visitor whose network prefers IPv6 (most UK mobile networks) reaches the shop
 * when the host name has an AAAA record. A listen on a given address stays that address.
 * @param {string} site
 * @param {string} listen e.g. "443 ssl http2"
 */
function alsoOnIpv6(site, listen) {
  if (!/^\d+(?: |$)/.test(listen)) return site;
  return site.replace(
    `\n  listen ${listen};\n`,
    `\n  listen ${listen};\n  listen [::]:${listen};\n`,
  );
}

/**
 * Writes storefront.conf, storefront-brotli.conf and a complete nginx.conf on
 * 127.0.0.1:8080 into outDir (build/deploy/nginx).
 * @param {{ clientDir: string; outDir: string; manifest: Manifest }} options
 */
export async function writeNginxConfig({ clientDir, outDir, manifest }) {
  const answers = await askServer(clientDir, manifest);
  const runDir = join(outDir, 'run');
  await mkdir(runDir, { recursive: true });
  await writeFile(join(outDir, 'storefront.conf'), serverConfig(manifest, answers));
  await writeFile(join(outDir, 'storefront-brotli.conf'), brotliConfig(answers));
  await writeFile(
    join(outDir, 'nginx.conf'),
    await mainConfig({
      listen: '127.0.0.1:8080',
      root: clientDir,
      confDir: outDir,
      runDir,
      upstream: '127.0.0.1:3000',
    }),
  );
}

/**
 * `node scripts/nginx-config.js <listen> <runDir> <upstream>` prints nginx.conf for the
 * current build, listening on <listen>, keeping its pid, logs and temporary files in
 * <runDir> and sending enquiries to the Node server at <upstream> (scripts/nginx-check.sh
 * runs the build on a loopback port this way).
 *
 * `node scripts/nginx-config.js tls --host <host> [--app <folder>] [--upstream <host:port>]
 * [--http-listen <port>] [--https-listen <port>] [--certificate <file>]
 * [--certificate-key <file>] [--acme-root <folder>]` prints the site over HTTPS
 * (tlsSite), for nginx's http block.
 */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv[2] === 'tls') {
    const { values } = parseArgs({
      args: process.argv.slice(3),
      options: Object.fromEntries(
        [
          'host',
          'app',
          'upstream',
          'http-listen',
          'https-listen',
          'certificate',
          'certificate-key',
          'acme-root',
        ].map((name) => [name, { type: /** @type {const} */ ('string') }]),
      ),
    });
    if (!values.host) throw new Error('usage: node scripts/nginx-config.js tls --host <host> ...');
    process.stdout.write(
      await tlsSite({
        host: values.host,
        app: values.app,
        upstream: values.upstream,
        httpListen: values['http-listen'],
        httpsListen: values['https-listen'],
        certificate: values.certificate,
        certificateKey: values['certificate-key'],
        acmeRoot: values['acme-root'],
      }),
    );
  } else {
    const [listen, runDir, upstream] = process.argv.slice(2);
    if (!listen || !runDir || !upstream) {
      throw new Error('usage: node scripts/nginx-config.js <listen> <runDir> <upstream host:port>');
    }
    process.stdout.write(
      await mainConfig({ listen, root: clientDir, confDir: nginxDir, runDir, upstream }),
    );
  }
}
