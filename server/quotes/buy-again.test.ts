/**
 * "Buy these again" on the customer's quote and order pages (PRODUCT.md "The buyer's own
 * page"): what goes into the basket at today's prices, each changed price said, what does
 * not and why; and "Ask for a new quote", a new quote request for the sales team with the
 * same lines, against every store the server supports.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import { STORE_KINDS, withPostgres } from '../../support/store-sites';
import {
  acceptAtPage,
  hiddenFields,
  OWN_ORIGIN,
  sendVersion,
  sentQuote,
  withQuoteSite,
} from '../../support/customer-test-kit';
import type { QuoteLine } from '../sales/money';
import type { Store } from '../store/connect';

const postgres = withPostgres();

/** 20:00 in Glasgow on 25 November 2026. */
const START = new Date('2026-11-25T20:00:00Z');

/**
 * Tiles quoted at £6.00 ex VAT (£6.66 in the catalogue today), brackets at today's £16.66,
 * a line the team wrote, and a grid quoted before lines kept their options.
 */
const LINES: QuoteLine[] = [
  {
    description: 'White Ceiling Tile (Size: 600x600)',
    quantity: 120,
    unitExPence: 600,
    leadTime: '',
    productId: 'white-ceiling-tile',
    options: { size: '600x600' },
  },
  {
    description: 'Black Suspended Grid - Brackets',
    quantity: 2,
    unitExPence: 1666,
    leadTime: '',
    productId: 'black-suspended-grid',
    options: { component: 'brackets' },
  },
  { description: 'Installation, Paisley', quantity: 1, unitExPence: 45_000, leadTime: '' },
  {
    description: 'Black suspended ceiling grid (Size: 600 x 600)',
    quantity: 3,
    unitExPence: 1666,
    leadTime: '',
    productId: 'black-suspended-grid',
  },
];
const SHARE = 'white-ceiling-tile.120.size~600x600,black-suspended-grid.2.component~brackets';

function again(app: Parameters<typeof sentQuote>[0], url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `${url}/again`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: OWN_ORIGIN },
    payload: new URLSearchParams(fields).toString(),
  });
}

function enquiries(store: Store) {
  return store.db.selectFrom('enquiries').selectAll().orderBy('created_at').execute();
}

for (const storeKind of STORE_KINDS) {
  describe(`buying again on ${storeKind}`, () => {
    let now = START;
    const site = withQuoteSite(postgres, storeKind, 'again', () => now);

    test('the order page lists what goes into the basket at today’s prices, what does not and why', async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now, { lines: LINES });
      await acceptAtPage(site.app, quote.url, { name: 'Morag Campbell', po: 'PO-1' });
      const html = (await site.app.inject({ url: quote.url })).body;
      assert.match(html, new RegExp(`<h1>Order ${quote.reference}</h1>`));
      for (const text of [
        '<h2 id="again-heading">Buy these again</h2>',
        '120 x White Ceiling Tile (Size: 600 x 600 mm): £6.00 ex VAT each on your order, £6.66 today.',
        '2 x Black Suspended Grid - Brackets 100: £16.66 ex VAT each, as on your order.',
        `<a class="button" href="/cart?share=${SHARE}&amp;add=1">Add these to my basket</a>`,
        '<h3>Not added to the basket</h3>',
        '1 x Installation, Paisley: written for your job by our team, so it is not in the online shop.',
        '3 x Black suspended ceiling grid (Size: 600 x 600): we do not have the options you chose on record.',
        `action="/quotes/${quote.token}/again"`,
        'Ask for a new quote</button>',
      ]) {
        assert.ok(html.includes(text), `the page shows ${text}`);
      }
    });

    test('a price that has not changed, on a quote still open, is said as on the quote', async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now, { lines: LINES.slice(1, 2) });
      const html = (await site.app.inject({ url: quote.url })).body;
      assert.ok(html.includes('Accept quote</button>'));
      assert.ok(html.includes('£16.66 ex VAT each, as on your quote.'));
      assert.doesNotMatch(html, /Not added to the basket/);
    });

    test('an expired quote keeps its one "Ask for a new quote", the one it already had', async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now, {
        lines: LINES,
        validUntil: '2026-12-01',
      });
      now = new Date('2026-12-05T10:00:00Z');
      const html = (await site.app.inject({ url: quote.url })).body;
      assert.ok(html.includes('Add these to my basket'));
      assert.equal(html.match(/Ask for a new quote<\/button>/g)?.length, 1);
      assert.doesNotMatch(html, /\/again"/);
    });

    test('"Ask for a new quote" makes a new quote request for the team with the same lines, once', async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now, { lines: LINES });
      await acceptAtPage(site.app, quote.url, { name: 'Morag Campbell', po: 'PO-2' });
      const page = (await site.app.inject({ url: quote.url })).body;
      const before = await enquiries(site.store);

      const asked = await again(site.app, quote.url, hiddenFields(page));
      assert.equal(asked.statusCode, 303);
      const location = String(asked.headers.location);
      assert.match(location, /^\/enquiries\/[\w-]{43}$/);
      const after = await enquiries(site.store);
      assert.equal(after.length, before.length + 1);
      const original = before.find((row) => row.reference === quote.reference);
      const made = after.find((row) => !before.some(({ id }) => id === row.id));
      assert.ok(original && made);
      assert.equal(made.kind, 'quote');
      assert.notEqual(made.reference, original.reference);
      for (const field of ['name', 'email', 'phone', 'company'] as const) {
        assert.equal(made[field], original[field], `the ${field} is copied`);
      }
      const lines = JSON.parse(made.lines ?? '[]') as {
        productId: string;
        selection: object;
        quantity: number;
      }[];
      assert.deepEqual(
        lines.map(({ productId, selection, quantity }) => ({ productId, selection, quantity })),
        [
          { productId: 'white-ceiling-tile', selection: { size: '600x600' }, quantity: 120 },
          { productId: 'black-suspended-grid', selection: { component: 'brackets' }, quantity: 2 },
        ],
      );
      assert.equal(
        made.message,
        [
          `Please quote again for the lines of order ${quote.reference}.`,
          'Also on it, not in the online shop today:',
          '- 1 x Installation, Paisley: written for your job by our team, so it is not in the online shop.',
          '- 3 x Black suspended ceiling grid (Size: 600 x 600): we do not have the options you chose on record.',
        ].join('\n'),
      );
      // The team's e-mail only: one outbox row, of an enquiry, and none to the customer.
      const mails = await site.store.db
        .selectFrom('outbox')
        .select('kind')
        .where('enquiry_id', '=', made.id)
        .execute();
      assert.deepEqual(mails, [{ kind: 'enquiry' }]);

      const confirmation = await site.app.inject({ url: location });
      assert.equal(confirmation.statusCode, 200);
      assert.ok(confirmation.body.includes(made.reference));

      // Pressed again: the same request, not a second one.
      const twice = await again(site.app, quote.url, hiddenFields(page));
      assert.equal(twice.statusCode, 303);
      assert.equal(twice.headers.location, location);
      assert.equal((await enquiries(site.store)).length, after.length);
    });

    test('from an open quote of the team’s own lines only, the request lists them and holds no basket lines', async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now, { lines: LINES.slice(2, 3) });
      const page = (await site.app.inject({ url: quote.url })).body;
      assert.ok(page.includes('None of these lines can go into the basket online.'));
      assert.doesNotMatch(page, /Add these to my basket/);
      const asked = await again(site.app, quote.url, hiddenFields(page));
      assert.equal(asked.statusCode, 303);
      const made = (await enquiries(site.store)).find(
        (row) =>
          row.message.startsWith('Please quote again') && row.message.includes(quote.reference),
      );
      assert.ok(made);
      assert.equal(made.lines, null);
      assert.equal(made.total_pence, null);
      assert.equal(
        made.message,
        [
          `Please quote again for the lines of quote ${quote.reference} v1.`,
          'Also on it, not in the online shop today:',
          '- 1 x Installation, Paisley: written for your job by our team, so it is not in the online shop.',
        ].join('\n'),
      );
      const confirmation = await site.app.inject({ url: String(asked.headers.location) });
      assert.equal(confirmation.statusCode, 200);
    });

    test('a post without the page’s token is refused, and one to no quote is not found; nothing is made', async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now, { lines: LINES });
      const page = (await site.app.inject({ url: quote.url })).body;
      const fields = hiddenFields(page);
      const before = (await enquiries(site.store)).length;
      for (const forged of [
        { version: fields.version },
        { ...fields, _form: 'x'.repeat(43) },
        { ...fields, version: String(Number(fields.version) + 1) },
        { ...fields, version: 'one' },
      ]) {
        const refused = await again(site.app, quote.url, forged);
        assert.equal(refused.statusCode, 403, JSON.stringify(forged));
      }
      const missing = await again(site.app, `/quotes/${'A'.repeat(quote.token.length)}`, fields);
      assert.equal(missing.statusCode, 404);
      const elsewhere = await site.app.inject({
        method: 'POST',
        url: `${quote.url}/again`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://elsewhere.example',
        },
        payload: new URLSearchParams(fields).toString(),
      });
      assert.equal(elsewhere.statusCode, 403);
      assert.equal((await enquiries(site.store)).length, before);
    });

    test('a page open since a newer version was sent goes back to the page, which shows it; nothing is made', async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now, { lines: LINES });
      const fields = hiddenFields((await site.app.inject({ url: quote.url })).body);
      await sendVersion(site.store, quote.enquiryId, now, { lines: LINES });
      const before = (await enquiries(site.store)).length;
      const stale = await again(site.app, quote.url, fields);
      assert.equal(stale.statusCode, 303);
      assert.equal(stale.headers.location, quote.url);
      assert.equal((await enquiries(site.store)).length, before);
    });
  });
}
