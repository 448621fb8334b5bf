/**
 * The customer's order (/quotes/{token} once the quote is accepted): the page its link
 * becomes, each step the team takes (store/orders.ts moveOrder, as the staff page takes
 * it) shown there and e-mailed once, and erasure, against every store the server supports,
 * with a real SMTP server in this process and a clock the test moves.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import { eventually } from '../../support/site';
import { STORE_KINDS, withPostgres } from '../../support/store-sites';
import { eraseEnquiry } from '../store/erasure';
import { moveOrder } from '../store/orders';
import { getOrder } from '../store/order-rows';
import type { Store } from '../store/connect';
import type { OrderAction } from '../sales/order-lifecycle';
import {
  acceptanceFields,
  acceptAtPage,
  answerFields,
  pdfText,
  postAnswer,
  quoteRow,
  sentQuote,
  STAFF,
  type SentQuote,
  withQuoteSite,
} from '../../support/customer-test-kit';

const postgres = withPostgres();

/** 20:00 in Glasgow on 25 November 2026. */
const START = new Date('2026-11-25T20:00:00Z');
const SITE_FIELDS = { siteAddress: 'Unit 2, Abbey Mill\nPaisley', sitePostcode: 'PA1 1TJ' };

/** A quote sent and accepted from its page with a PO number, billing and site addresses. */
async function acceptedOrder(app: Parameters<typeof sentQuote>[0], store: Store, now: Date) {
  const quote = await sentQuote(app, store, now);
  await acceptAtPage(app, quote.url, { name: 'Morag Campbell', po: 'PO-8120', ...SITE_FIELDS });
  return quote;
}

/** A step the team takes, on the order as it is now, as the staff page takes it. */
async function move(
  store: Store,
  quote: SentQuote,
  now: Date,
  action: Omit<OrderAction, 'by' | 'seen' | 'message' | 'expectedDate'> &
    Partial<Pick<OrderAction, 'message' | 'expectedDate'>>,
) {
  const record = await getOrder(store.db, quote.enquiryId, quote.reference);
  assert.ok(record, 'the order exists');
  return moveOrder(
    store,
    { id: quote.enquiryId, reference: quote.reference },
    { message: '', expectedDate: undefined, ...action, by: STAFF, seen: record.order.updatedAt },
    { now, mail: 'pending' },
  );
}

for (const storeKind of STORE_KINDS) {
  describe(`the customer's order on ${storeKind}`, () => {
    let now = START;
    const site = withQuoteSite(postgres, storeKind, 'orders', () => now);

    const page = async (quote: SentQuote) => {
      const shown = await site.app.inject({ url: quote.url });
      assert.equal(shown.statusCode, 200);
      return shown.body;
    };
    /** What the customer's mailbox holds about this order, each message's text unfolded. */
    const orderMails = (reference: string) =>
      site.smtp.received
        .filter((mail) => mail.to.includes('morag@example.co.uk'))
        .map((mail) => mail.raw.replace(/=\r?\n/g, '').replace(/=C2=A3/g, '£'))
        .filter((raw) => raw.includes(`Subject: Your order ${reference}`));

    test('after acceptance the link is the order page: Accepted, the addresses, the PO number and the totals, privately', async () => {
      now = START;
      const quote = await acceptedOrder(site.app, site.store, now);
      const shown = await site.app.inject({ url: quote.url });
      assert.equal(shown.statusCode, 200);
      assert.equal(shown.headers['cache-control'], 'private, no-store');
      assert.equal(shown.headers['referrer-policy'], 'no-referrer');
      assert.equal(shown.headers['x-robots-tag'], 'noindex');
      const html = shown.body;
      assert.match(html, new RegExp(`<h1>Order ${quote.reference}</h1>`));
      assert.match(html, /<p class="order-stage">Order accepted<\/p>/);
      for (const text of [
        'Accepted by</dt><dd>Morag Campbell',
        'Purchase order number</dt><dd>PO-8120',
        'Billing address</h3><address class="order-address">Campbell Retail Ltd\n14 Gordon Street\nGlasgow\nG1 3PB</address>',
        'Delivery or site address</h3><address class="order-address">Unit 2, Abbey Mill\nPaisley\nPA1 1TJ</address>',
        'Black suspended ceiling grid (Size: 600 x 600)',
        'Total ex VAT</th><td class="quote-num">£499.98',
        'VAT (20%)</th><td class="quote-num">£100.00',
        'Total inc VAT</th><td class="quote-num">£599.98',
        `href="/quotes/${quote.token}/pdf" download="quote-${quote.reference}-v1.pdf">Download the accepted quote (PDF)</a>`,
        'give your reference <span class="quote-nowrap">',
      ]) {
        assert.ok(html.includes(text), `the page shows ${text}`);
      }
      // Before "Buy these again" (buy-again.test.ts), whose lists and one form come after.
      const [order = ''] = html.split('<h2 id="again-heading">');
      const documents = html.slice(html.indexOf('<h2>Documents</h2>'));
      assert.equal(order.match(/<li>/g)?.length, 1, 'one step on the timeline');
      assert.equal(documents.match(/<li>/g)?.length, 1, 'one document');
      assert.equal(
        html.match(/<form/g)?.length,
        1,
        'nothing to answer: only "Ask for a new quote"',
      );
      assert.ok(html.includes(`<form action="/quotes/${quote.token}/again" method="post">`));
      assert.doesNotMatch(html, /Expected to/, 'no date given yet');
      // The PDF is the version accepted, saying so.
      const pdf = await site.app.inject({ url: `${quote.url}/pdf` });
      assert.equal(pdf.statusCode, 200);
      assert.equal(pdf.headers['content-type'], 'application/pdf');
      const text = pdfText(pdf.rawPayload);
      assert.match(text, new RegExp(`Quote ${quote.reference} v1`));
      assert.match(text, new RegExp(`Accepted by Morag Campbell on .*order ${quote.reference}`));
      assert.match(text, /Total inc VAT\s+£599\.98/);
    });

    test('each step the team takes shows on the page: its stage, the expected date, the message, oldest first', async () => {
      now = START;
      const quote = await acceptedOrder(site.app, site.store, now);
      now = new Date('2026-11-27T10:00:00Z');
      const started = await move(site.store, quote, now, {
        kind: 'start-production',
        message: 'Materials ordered; the cabinet is being made.',
        expectedDate: '2026-12-10',
      });
      assert.equal(started.kind, 'moved');
      let html = await page(quote);
      assert.match(html, /<p class="order-stage">In production<\/p>/);
      assert.ok(html.includes('Expected to be ready</dt><dd>10 December 2026'));
      assert.ok(html.includes('From our team: Materials ordered; the cabinet is being made.'));

      now = new Date('2026-12-09T09:30:00Z');
      await move(site.store, quote, now, {
        kind: 'mark-ready',
        way: 'installation',
        expectedDate: '2027-01-12',
      });
      html = await page(quote);
      assert.match(html, /<p class="order-stage">Installation booked for 12 January 2027<\/p>/);
      assert.doesNotMatch(html, /Expected to be completed/, 'the heading says the day');

      now = new Date('2027-01-12T16:00:00Z');
      await move(site.store, quote, now, { kind: 'complete', message: 'Fitted. Thank you!' });
      html = await page(quote);
      assert.match(html, /<p class="order-stage">Completed<\/p>/);
      const status = /<section class="order-now[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
      assert.ok(status.includes('Completed'));
      assert.doesNotMatch(status, /Expected to/, 'a completed order waits for nothing');
      const timeline = /<ol class="order-timeline">([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '';
      assert.deepEqual(
        [...timeline.matchAll(/<h3>(.*?)<\/h3>/g)].map((match) => match[1]),
        ['Order accepted', 'In production', 'Installation booked for 12 January 2027', 'Completed'],
      );
      for (const when of [
        '25 November 2026 at 20:00',
        '27 November 2026 at 10:00',
        '9 December 2026 at 09:30',
        '12 January 2027 at 16:00',
      ]) {
        assert.ok(timeline.includes(when), `the timeline dates a step ${when}`);
      }
      assert.ok(timeline.includes('Expected to be ready: 10 December 2026'));
      assert.ok(timeline.includes('From our team: Fitted. Thank you!'));
    });

    test('a cancelled order says so with the reason the team gave', async () => {
      now = START;
      const quote = await acceptedOrder(site.app, site.store, now);
      await move(site.store, quote, now, {
        kind: 'cancel',
        message: 'You asked us to cancel by phone on 26 November.',
      });
      const html = await page(quote);
      assert.match(html, /class="order-now notice"/);
      assert.match(html, /<p class="order-stage">Cancelled<\/p>/);
      assert.ok(html.includes('Reason</dt><dd>You asked us to cancel by phone on 26 November.'));
      assert.ok(html.includes('Reason: You asked us to cancel by phone on 26 November.'));
    });

    test('a quote accepted before orders were kept (no order row) keeps its page, and neither it nor a repeated acceptance promises a page of stages', async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now);
      const fields = await acceptanceFields(site.app, quote.url, { name: 'Morag Campbell' });
      const first = await postAnswer(site.app, quote.url, 'accept', fields);
      assert.equal(first.statusCode, 200);
      const promised = /it shows each stage of the work/;
      assert.match(first.body, promised, 'an acceptance that made an order promises its page');
      const late = await postAnswer(site.app, quote.url, 'decline', { ...fields, message: 'x' });
      assert.equal(late.statusCode, 409, 'an answer after the acceptance is refused');
      assert.match(late.body, promised, 'and says the link is the order page');
      // As a quote accepted before migration 009 is: accepted, with no order.
      await site.store.db
        .deleteFrom('invoices')
        .where('enquiry_id', '=', quote.enquiryId)
        .execute();
      await site.store.db.deleteFrom('orders').where('enquiry_id', '=', quote.enquiryId).execute();
      const told = /Our sales team tells you by phone or email as the work moves on/;
      const body = await page(quote);
      assert.match(body, /Order confirmed/);
      assert.match(body, told);
      assert.doesNotMatch(body, promised);
      const refused = await postAnswer(site.app, quote.url, 'decline', { ...fields, message: 'x' });
      assert.equal(refused.statusCode, 409);
      assert.match(refused.body, told);
      assert.doesNotMatch(refused.body, promised);
      const again = await postAnswer(site.app, quote.url, 'accept', fields);
      assert.equal(again.statusCode, 200);
      assert.match(again.body, told);
      assert.doesNotMatch(again.body, promised);
    });

    test('erasing the enquiry ends the order page and blanks the names and addresses in its rows', async () => {
      now = START;
      const quote = await acceptedOrder(site.app, site.store, now);
      await move(site.store, quote, now, {
        kind: 'start-production',
        message: 'Morag, your sign is on order.',
      });
      assert.ok(await eraseEnquiry(site.store, quote.enquiryId, STAFF));
      const gone = await site.app.inject({ url: quote.url });
      assert.equal(gone.statusCode, 404);
      assert.match(gone.body, /This quote link is not valid/);
      assert.equal((await site.app.inject({ url: `${quote.url}/pdf` })).statusCode, 404);
      const order = await site.store.db
        .selectFrom('orders')
        .selectAll()
        .where('enquiry_id', '=', quote.enquiryId)
        .executeTakeFirstOrThrow();
      const steps = await site.store.db
        .selectFrom('order_steps')
        .selectAll()
        .where('order_id', '=', order.id)
        .execute();
      const kept = JSON.stringify([order, steps]);
      for (const personal of [
        'Morag',
        'Campbell',
        'Gordon Street',
        'G1 3PB',
        'Abbey Mill',
        'PA1 1TJ',
        'PO-8120',
      ]) {
        assert.ok(!kept.includes(personal), `no ${personal} left in the order's rows`);
      }
      assert.equal(steps.length, 2, 'the steps and their dates stay');
    });

    test('an acceptance without the billing address is refused with its messages and nothing recorded', async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now);
      const fields = await answerFields(site.app, quote.url, {
        name: 'Morag Campbell',
        terms: 'yes',
        ...SITE_FIELDS,
      });
      const refused = await postAnswer(site.app, quote.url, 'accept', fields);
      assert.equal(refused.statusCode, 400);
      assert.match(refused.body, /Enter the billing address\./);
      assert.match(refused.body, /Enter the billing postcode\./);
      assert.match(refused.body, /id="accept-billingAddress"[^>]*aria-invalid="true"/);
      assert.ok(refused.body.includes('PA1 1TJ'), 'what was typed is kept');
      assert.equal((await quoteRow(site.store, quote.enquiryId)).accepted_at, null);
      const orders = await site.store.db
        .selectFrom('orders')
        .select('id')
        .where('enquiry_id', '=', quote.enquiryId)
        .execute();
      assert.equal(orders.length, 0);
      assert.match(await page(quote), new RegExp(`<h1>Quote ${quote.reference} v1</h1>`));
    });

    test('each step is e-mailed to the customer once: the stage, the team’s words, the expected date and the link', async () => {
      now = START;
      const quote = await acceptedOrder(site.app, site.store, now);
      await move(site.store, quote, now, {
        kind: 'start-production',
        message: 'Materials ordered.',
        expectedDate: '2026-12-10',
      });
      await eventually(() => orderMails(quote.reference).length === 1);
      const mail = orderMails(quote.reference)[0] ?? '';
      assert.match(mail, new RegExp(`Subject: Your order ${quote.reference}: In production`));
      for (const text of [
        'Stage: In production',
        'From our team: Materials ordered.',
        'Expected to be ready: 10 December 2026',
        quote.token,
      ]) {
        assert.ok(mail.includes(text), `the e-mail says ${text}`);
      }
      await move(site.store, quote, now, {
        kind: 'mark-ready',
        way: 'installation',
        expectedDate: '2027-01-12',
      });
      await eventually(() => orderMails(quote.reference).length === 2);
      const ready = orderMails(quote.reference)[1] ?? '';
      assert.match(ready, /Stage: Installation booked for 12 January 2027/);
      assert.doesNotMatch(ready, /Expected to be completed/, 'the stage says the day');
      // The team moves the installation: the e-mail says the new day, as the page does.
      await move(site.store, quote, now, {
        kind: 'update',
        message: 'The fitters can come two days later.',
        expectedDate: '2027-01-14',
      });
      await eventually(() => orderMails(quote.reference).length === 3);
      const moved = orderMails(quote.reference)[2] ?? '';
      assert.match(moved, /Stage: Installation booked for 14 January 2027/);
      assert.match(moved, /From our team: The fitters can come two days later\./);
      assert.match(
        await page(quote),
        /<p class="order-stage">Installation booked for 14 January 2027<\/p>/,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.equal(orderMails(quote.reference).length, 3, 'each step once');
    });

    if (storeKind === 'postgres') {
      test('two instances on one database: the same step taken on both at once is one step and one e-mail', async () => {
        now = START;
        const other = await site.another();
        try {
          const quote = await acceptedOrder(site.app, site.store, now);
          const step = { kind: 'start-production', message: 'Materials ordered.' } as const;
          const results = await Promise.all([
            move(site.store, quote, now, step),
            move(other.store, quote, now, step),
          ]);
          assert.deepEqual(results.map(({ kind }) => kind).sort(), ['moved', 'refused']);
          const record = await getOrder(site.store.db, quote.enquiryId, quote.reference);
          assert.equal(record?.order.steps.length, 2);
          await eventually(() => orderMails(quote.reference).length === 1);
          await new Promise((resolve) => setTimeout(resolve, 1000));
          assert.equal(orderMails(quote.reference).length, 1);
          assert.equal((await other.app.inject({ url: quote.url })).statusCode, 200);
        } finally {
          await other.close();
        }
      });
    }
  });
}
