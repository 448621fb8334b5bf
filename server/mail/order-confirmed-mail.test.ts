/**
 * The customer's copy of their acceptance (issue 39), on every store the server supports,
 * through a real SMTP server in this process: queued in the acceptance's transaction and
 * e-mailed once however often the quote is accepted, with what was accepted as the order
 * page shows it (reference, version, name, PO, lines and totals, the deposit invoice) and
 * the order page's link; none for a refused acceptance, and none once the enquiry is erased.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import { eventually } from '../../support/site';
import { STORE_KINDS, withPostgres } from '../../support/store-sites';
import {
  acceptAtPage,
  acceptanceFields,
  postAnswer,
  sentQuote,
  STAFF,
  type SentQuote,
  withQuoteSite,
} from '../../support/customer-test-kit';
import { eraseEnquiry } from '../store/erasure';

const postgres = withPostgres();

/** 20:00 in Glasgow on 25 November 2026. */
const START = new Date('2026-11-25T20:00:00Z');
const SITE_FIELDS = { siteAddress: 'Unit 2, Abbey Mill\nPaisley', sitePostcode: 'PA1 1TJ' };

for (const storeKind of STORE_KINDS) {
  describe(`the customer's copy of their acceptance on ${storeKind}`, () => {
    const site = withQuoteSite(postgres, storeKind, 'order_confirmed', () => START);

    /** The copies in the customer's mailbox for this order, each message's text unfolded. */
    const copies = (reference: string) =>
      site.smtp.received
        .filter((mail) => mail.to.includes('morag@example.co.uk'))
        .map((mail) =>
          mail.raw
            .replace(/=\r?\n/g, '')
            .replace(/=C2=A3/g, '£')
            .replace(/=3D/g, '='),
        )
        .filter((raw) => raw.includes(`Subject: Your acceptance of quote ${reference} v1`));
    const rows = (quote: SentQuote) =>
      site.store.db
        .selectFrom('outbox')
        .select(['state', 'quote_version'])
        .where('enquiry_id', '=', quote.enquiryId)
        .where('kind', '=', 'order-confirmed')
        .execute();

    test('accepted twice, the customer is e-mailed one copy: reference, version, name, PO, lines, totals, the deposit invoice and the link', async () => {
      const quote = await sentQuote(site.app, site.store, START, { depositPercent: 50 });
      const answers = { name: 'Morag Campbell', po: 'PO-8120', ...SITE_FIELDS };
      const fields = await acceptanceFields(site.app, quote.url, answers);
      await acceptAtPage(site.app, quote.url, answers);
      // The same form posted again (a double click, a resend): the one acceptance.
      assert.equal((await postAnswer(site.app, quote.url, 'accept', fields)).statusCode, 200);
      const invoice = await site.store.db
        .selectFrom('invoices')
        .select('number')
        .where('enquiry_id', '=', quote.enquiryId)
        .executeTakeFirstOrThrow();
      const number = `INV-${String(invoice.number).padStart(5, '0')}`;

      await eventually(async () => {
        const queued = await rows(quote);
        return queued.length === 1 && queued[0]?.state === 'sent';
      });
      assert.deepEqual(await rows(quote), [{ state: 'sent', quote_version: 1 }]);
      const [mail, ...more] = copies(quote.reference);
      assert.ok(mail, 'the copy arrived');
      assert.deepEqual(more, [], 'one copy');
      for (const words of [
        `Thank you for accepting our quote ${quote.reference} v1: it is now your order ${quote.reference}.`,
        `Order reference: ${quote.reference}`,
        `Quote accepted: ${quote.reference} v1`,
        'Accepted by: Morag Campbell',
        'Purchase order number: PO-8120',
        'Accepted: 25 November 2026 at 20:00',
        '- 3 x Black suspended ceiling grid (Size: 600 x 600) at £16.66 ex VAT: £49.98 (Collection only from our Glasgow warehouse)',
        '- 1 x Installation, Paisley at £450.00 ex VAT: £450.00',
        'Total ex VAT: £499.98',
        'VAT (20%): £100.00',
        'Total inc VAT: £599.98',
        `Deposit invoice: ${number}, £299.99 due by 9 December 2026`,
        `Our deposit invoice ${number} comes in its own email with its PDF.`,
        `/quotes/${quote.token}`,
      ]) {
        assert.ok(mail.includes(words), `the copy says "${words}":\n${mail}`);
      }
      // The HTML part draws the order page's table and links the order page.
      assert.match(mail, /<table[^>]*aria-labelledby="lines-heading"/);
      assert.match(
        mail,
        new RegExp(`<a href="https?://[^"/]+/quotes/${quote.token}">Open your order`),
      );
      // The deposit invoice goes in an e-mail of its own, once, beside the copy.
      await eventually(
        () =>
          site.smtp.received.filter((sent) => sent.raw.includes(`filename=${number}.pdf`))
            .length === 1,
        30_000,
      );
    });

    test('with no deposit and no PO the copy says so; a refused acceptance queues none', async () => {
      const quote = await sentQuote(site.app, site.store, START);
      const refused = await postAnswer(
        site.app,
        quote.url,
        'accept',
        await acceptanceFields(site.app, quote.url, { name: '', po: '' }),
      );
      assert.equal(refused.statusCode, 400);
      assert.deepEqual(await rows(quote), []);

      const accepted = await acceptAtPage(site.app, quote.url, {
        name: 'Morag Campbell',
        po: '',
        ...SITE_FIELDS,
      });
      // The confirmation page says the copy is on its way.
      assert.ok(accepted.body.includes('We email you a copy of what you accepted'));
      await eventually(() => copies(quote.reference).length === 1);
      const mail = copies(quote.reference)[0] ?? '';
      assert.ok(mail.includes('Purchase order number: None given'));
      assert.ok(
        mail.includes(
          'We invoice you when your order is ready; the invoice comes by email with its PDF.',
        ),
      );
      assert.doesNotMatch(mail, /Deposit invoice/);
    });

    test('an enquiry erased before its copy went sends none, and its erased link accepts nothing', async () => {
      const quote = await sentQuote(site.app, site.store, START);
      const fields = await acceptanceFields(site.app, quote.url, {
        name: 'Morag Campbell',
        po: 'PO-1',
        ...SITE_FIELDS,
      });
      const refusedBefore = site.smtp.refused.length;
      site.smtp.refuse(true);
      try {
        assert.equal((await postAnswer(site.app, quote.url, 'accept', fields)).statusCode, 200);
        // Its copy was tried and refused: it waits in the outbox when the enquiry is erased.
        await eventually(() =>
          site.smtp.refused
            .slice(refusedBefore)
            .some(({ raw }) => raw.includes(`Your acceptance of quote ${quote.reference} v1`)),
        );
        assert.ok(await eraseEnquiry(site.store, quote.enquiryId, STAFF));
      } finally {
        site.smtp.refuse(false);
      }
      assert.deepEqual(await rows(quote), []);
      const again = await postAnswer(site.app, quote.url, 'accept', fields);
      assert.equal(again.statusCode, 404);
      assert.deepEqual(await rows(quote), []);

      // Another customer's copy goes after it: by then the erased one would have gone too.
      const other = await sentQuote(site.app, site.store, START);
      await acceptAtPage(site.app, other.url, { name: 'Morag Campbell', po: '', ...SITE_FIELDS });
      site.app.mail.wake();
      await eventually(() => copies(other.reference).length === 1);
      assert.deepEqual(copies(quote.reference), []);
    });
  });
}
