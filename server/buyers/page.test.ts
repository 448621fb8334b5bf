/**
 * The signed-in buyer's page (PRODUCT.md "The buyer's own page") against every store: every
 * quote, order and invoice for the address, newest first, each linking to its own page; no
 * other address's documents, whatever the browser sends; an erasure ends the sign-ins.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import { eventually } from '../../support/site';
import { STORE_KINDS, withPostgres } from '../../support/store-sites';
import { acceptAtPage, sentQuote, STAFF, withQuoteSite } from '../../support/customer-test-kit';
import { askForLink, buyerPage, openSignInLink, signInToken } from '../../support/buyer-test-kit';
import { invoiceNumber } from '../../app/catalogue/references';
import { eraseEnquiry } from '../store/erasure';

const postgres = withPostgres();
/** In the past: the outbox sends by the real time. */
const START = new Date('2026-10-05T09:00:00Z');
const HOUR = 60 * 60 * 1000;

let network = 0;
const freshNetwork = () => `192.0.2.${(network += 1) % 250}`;

for (const storeKind of STORE_KINDS) {
  describe(`the buyer's page on ${storeKind}`, () => {
    let now = START;
    const site = withQuoteSite(postgres, storeKind, 'buyer_page', () => now);

    /** Signs the address in through its e-mailed link; answers the session cookie. */
    async function signIn(address: string, typed = address) {
      const links = () =>
        site.smtp.received.filter(
          (message) => message.to.includes(address) && signInToken(message.raw),
        );
      const before = links().length;
      assert.equal((await askForLink(site.app, typed, { from: freshNetwork() })).statusCode, 200);
      await eventually(() => links().length > before);
      const { cookie } = await openSignInLink(
        site.app,
        signInToken(links().at(-1)?.raw ?? '') ?? '',
      );
      assert.ok(cookie, 'signed in');
      return cookie;
    }

    test('every quote, order and invoice for the address, newest first, and none of another', async () => {
      const address = 'fiona.two.shops@example.co.uk';
      now = new Date(START.getTime());
      const older = await sentQuote(site.app, site.store, now, { email: address });
      now = new Date(START.getTime() + 24 * HOUR);
      const newer = await sentQuote(site.app, site.store, now, {
        email: address,
        depositPercent: 30,
      });
      // The newer one accepted: its order, and a deposit invoice issued at once.
      await acceptAtPage(site.app, newer.url, { name: 'Fiona Reid', po: 'PO-77' });
      const other = await sentQuote(site.app, site.store, now, {
        email: 'someone.else@example.co.uk',
        depositPercent: 50,
      });
      await acceptAtPage(site.app, other.url, { name: 'Someone Else', po: 'PO-OTHER' });
      const numberOf = async (enquiryId: string) => {
        const row = await site.store.db
          .selectFrom('invoices')
          .select('number')
          .where('enquiry_id', '=', enquiryId)
          .executeTakeFirstOrThrow();
        return { number: invoiceNumber(Number(row.number)) };
      };
      const invoice = await numberOf(newer.enquiryId);
      const otherInvoice = await numberOf(other.enquiryId);

      const cookie = await signIn(address, address.toUpperCase());
      const page = await buyerPage(site.app, cookie);
      const body = page.body;
      // The quotes, newest first: the accepted one above the older one.
      const newerAt = body.indexOf(`${newer.reference} v1`);
      const olderAt = body.indexOf(`${older.reference} v1`);
      assert.ok(newerAt > 0 && olderAt > newerAt, 'both quotes, newest first');
      assert.match(body, /Accepted/);
      assert.match(body, /Waiting for your answer/);
      // £499.98 ex VAT, £599.98 inc VAT: the kit's lines, as the quote's page sums them.
      assert.match(body, /<td data-label="Total ex VAT">£499\.98<\/td>/);
      assert.match(body, /<td data-label="Total inc VAT">£599\.98<\/td>/);
      assert.match(body, /25 December 2026/);
      // The order and the deposit invoice (30% of £599.98 = £179.99), each linking to its page.
      assert.match(body, /Order accepted/);
      assert.match(body, /your PO PO-77/);
      assert.ok(body.includes(invoice.number));
      assert.ok(body.includes(`href="/quotes/${newer.token}/documents/${invoice.number}"`));
      assert.ok(body.includes(`href="/quotes/${newer.token}"`));
      assert.ok(body.includes(`href="/quotes/${older.token}"`));
      assert.match(body, /<td data-label="Amount to pay">£179\.99<\/td>/);
      assert.match(body, /Unpaid/);

      // Another address's documents are nowhere, whatever the request says.
      for (const query of [
        '',
        `?email=someone.else%40example.co.uk`,
        `?reference=${other.reference}`,
        `?signedOut=everywhere`,
      ]) {
        const seen = (await buyerPage(site.app, cookie, query)).body;
        assert.ok(!seen.includes(other.reference), `not on ${query || 'the page'}`);
        assert.ok(!seen.includes(otherInvoice.number));
        assert.ok(!seen.includes(other.token));
        assert.ok(!seen.includes('PO-OTHER'));
      }
      // Another job's invoice through this buyer's own order's address: not found.
      const crossed = await site.app.inject({
        method: 'GET',
        url: `/quotes/${newer.token}/documents/${otherInvoice.number}`,
        headers: { cookie },
      });
      assert.equal(crossed.statusCode, 404);
    });

    test('a signed-out browser sees the form and nothing of anyone', async () => {
      const page = await buyerPage(site.app, undefined);
      assert.equal(page.statusCode, 200);
      assert.match(page.body, /<label for="buyer-email">Email address<\/label>/);
      assert.match(page.body, /Email me a link/);
      assert.doesNotMatch(page.body, /CS-\d/);
    });

    test('an invoice whose stored record cannot be read: the page says so and sends the buyer to the phone, not round again', async () => {
      now = new Date(START.getTime() + 50 * HOUR);
      const address = 'broken.record@example.co.uk';
      const quote = await sentQuote(site.app, site.store, now, {
        email: address,
        depositPercent: 30,
      });
      await acceptAtPage(site.app, quote.url, { name: 'Morag Bell', po: 'PO-9' });
      const cookie = await signIn(address);
      assert.equal((await buyerPage(site.app, cookie)).statusCode, 200);
      await site.store.db
        .updateTable('invoices')
        .set({ document: '{"lines":' })
        .where('enquiry_id', '=', quote.enquiryId)
        .execute();

      const words = (body: string) => body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
      for (const page of [
        await buyerPage(site.app, cookie),
        await site.app.inject({ method: 'GET', url: quote.url }),
      ]) {
        assert.equal(page.statusCode, 500);
        assert.match(
          words(page.body),
          /One of our records cannot be read, so we cannot show this page\. Trying again will not help: please call us on 0141/,
        );
        assert.doesNotMatch(page.body, /try again in a moment/i);
        assert.doesNotMatch(page.body, /Your answer was not sent/);
      }
      // The invoice's PDF, from the order's page: the same, not "try again later".
      const { number } = await site.store.db
        .selectFrom('invoices')
        .select('number')
        .where('enquiry_id', '=', quote.enquiryId)
        .executeTakeFirstOrThrow();
      const pdf = await site.app.inject({
        method: 'GET',
        url: `${quote.url}/documents/${invoiceNumber(Number(number))}`,
        headers: { cookie },
      });
      assert.equal(pdf.statusCode, 500);
      assert.match(
        words(pdf.body),
        /One of our records cannot be read, so we cannot make this PDF\. Trying again will not help/,
      );
      assert.doesNotMatch(pdf.body, /try again later/i);
    });

    test("erasing an enquiry ends its address's sign-ins", async () => {
      now = new Date(START.getTime() + 100 * HOUR);
      const address = 'erase.me@example.co.uk';
      const quote = await sentQuote(site.app, site.store, now, { email: address });
      const cookie = await signIn(address);
      assert.match((await buyerPage(site.app, cookie)).body, /Signed in as/);
      assert.ok(await eraseEnquiry(site.store, quote.enquiryId, STAFF));
      const after = await buyerPage(site.app, cookie);
      assert.doesNotMatch(after.body, /Signed in as/);
      const left = await site.store.db
        .selectFrom('buyer_links')
        .select('id')
        .where('email', '=', address)
        .execute();
      assert.deepEqual(left, []);
    });
  });
}
