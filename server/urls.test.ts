/**
 * server/urls.ts is every URL the server answers: each route the server registers is one
 * of its patterns, and each link it builds is answered by the route it names.
 */
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { openSite } from './open-site';
import { readSettings } from './settings';
import { QUOTE_ANSWERS, queryString, urls } from './urls';

type Entry = { path?: unknown; href?: unknown; prefix?: unknown };

/** Every `{ path }` in the tree, with the dotted name it is found at. */
function entries(tree: object, name = 'urls'): [string, Entry][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (typeof value !== 'object' || value === null) return [];
    const here = `${name}.${key}`;
    const own: [string, Entry][] = 'path' in value ? [[here, value as Entry]] : [];
    return [...own, ...entries(value, here)];
  });
}

const patterns: [string, string][] = entries(urls).flatMap(([name, { path }]) =>
  typeof path === 'function'
    ? QUOTE_ANSWERS.map((kind): [string, string] => [
        `${name}(${kind})`,
        (path as (kind: string) => string)(kind),
      ])
    : [[name, String(path)]],
);

/** A route pattern as a regular expression: `:id` one segment, `*` the rest. */
const matcher = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/:\w+/g, '[^/?#]+').replace('*', '.*')}$`);
const pathOf = (href: string) => href.split(/[?#]/)[0] ?? '';

describe('the URLs the server answers', () => {
  let site: Awaited<ReturnType<typeof openSite>>;
  const registered: string[] = [];
  beforeAll(async () => {
    site = await openSite({
      settings: readSettings({ DATA_DIR: `/tmp/storefront-urls-${process.pid}` }),
    });
    // Fastify's own list of what it answers: one line per route, its full path first.
    // Fastify's own tree of what it answers: each line one segment, indented under its parent.
    const stack: string[] = [];
    for (const line of site.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const at = line.indexOf('── ');
      if (at < 0) continue;
      const depth = (at - 1) / 4;
      const segment = line.slice(at + 3).split(' (')[0] ?? '';
      stack.length = depth;
      stack.push(segment);
      // A wildcard is drawn under its parent without the slash between them.
      registered.push(stack.join('').replace(/([^/])\*$/, '$1/*'));
    }
  });
  afterAll(() => site?.close());

  test('every route the server registers is a pattern of server/urls.ts', () => {
    const known = new Set(patterns.map(([, pattern]) => pattern));
    const own = registered.filter((path) => path !== '*' && path !== '/');
    assert.ok(own.length >= 25, `only ${own.length} routes read from printRoutes`);
    assert.deepEqual(
      own.filter((path) => !known.has(path)),
      [],
    );
  });

  test('every pattern of server/urls.ts is a route the server registers', () => {
    const answered = (url: string) =>
      (['GET', 'POST'] as const).some((method) => site.app.hasRoute({ method, url }));
    assert.deepEqual(
      patterns.filter(([, pattern]) => !answered(pattern)).map(([name]) => name),
      [],
    );
  });
});

describe('the links built from them', () => {
  const token = 'aB3-_x';
  const links: [string, string, string][] = [
    ['/enquiries/:token', urls.enquiryConfirmation.href(token), `/enquiries/${token}`],
    ['/quotes/:token', urls.quote.page.href(token), `/quotes/${token}`],
    ['/quotes/:token/pdf', urls.quote.pdf.href(token), `/quotes/${token}/pdf`],
    ['/quotes/:token/accept', urls.quote.answer.href(token, 'accept'), `/quotes/${token}/accept`],
    [
      '/staff',
      urls.staff.inbox.href({ status: 'new', q: '', page: 2 }),
      '/staff?status=new&page=2',
    ],
    [
      '/staff/export.csv',
      urls.staff.exportCsv.href({ q: 'CS-4821 v2' }),
      '/staff/export.csv?q=CS-4821+v2',
    ],
    [
      '/staff/sign-in',
      urls.staff.signIn.href({ next: '/staff/enquiries/7?done=note' }),
      '/staff/sign-in?next=%2Fstaff%2Fenquiries%2F7%3Fdone%3Dnote',
    ],
    ['/staff/account', urls.staff.account.href('password'), '/staff/account?done=password'],
    [
      '/staff/enquiries/:id',
      urls.staff.enquiry.href('42', 'quote-sent'),
      '/staff/enquiries/42?done=quote-sent',
    ],
    ['/staff/enquiries/:id/erase', urls.staff.enquiryErase.href('42'), '/staff/enquiries/42/erase'],
    [
      '/staff/enquiries/:id/quote',
      urls.staff.quote.href('42', { blank: 3 }),
      '/staff/enquiries/42/quote?blank=3',
    ],
    [
      '/staff/enquiries/:id/quote/withdraw',
      urls.staff.quoteWithdraw.href('42'),
      '/staff/enquiries/42/quote/withdraw',
    ],
  ];

  test.each(links)('%s: %s', (pattern, href, expected) => {
    assert.equal(href, expected);
    assert.match(pathOf(href), matcher(pattern));
  });

  test('a value that is not a path segment is escaped, not read as one', () => {
    assert.equal(urls.staff.enquiry.href('1/erase'), '/staff/enquiries/1%2Ferase');
    assert.equal(urls.quote.page.href('../staff'), '/quotes/..%2Fstaff');
  });

  test('a query leaves out what is not given, and says nothing when nothing is', () => {
    assert.equal(queryString({}), '');
    assert.equal(queryString({ a: undefined, b: '' }), '');
    assert.equal(queryString({ page: 0, q: 'a&b' }), '?page=0&q=a%26b');
  });
});
