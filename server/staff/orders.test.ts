/**
 * The sales team's side of an order, on both stores (SQLite and a throwaway PostgreSQL),
 * through the routes with a clock the test sets: the order on the enquiry's page, every step
 * the table allows and each it refuses, the form's problems given back as typed, the history
 * in words; the inbox's late flag, stage filter, first-screen figures and CSV columns; and
 * the session, CSRF and Origin walls on the new route.
 */
import assert from 'node:assert/strict';
import { beforeAll, describe, test } from 'vitest';
import { addDays, londonDate } from '../sales/calendar';
import { sentQuote } from '../../support/customer-test-kit';
import {
  acceptAs,
  ORIGIN,
  pageWords,
  quoteByToken,
  signedIn,
  staffGet,
  staffPost,
  type StaffSession,
} from '../../support/staff-test-kit';
import { STORE_KINDS, withPostgres, withSite } from '../../support/store-sites';

const postgres = withPostgres();

/**
 * The page's words without its style sheet, and none before a comma, colon or full stop
 * that follows an element.
 */
function words(html: string) {
  return pageWords(html.replace(/<style>[^<]*<\/style>/g, '')).replace(/ ([,:.;])/g, '$1');
}

const seenIn = (html: string) => html.match(/name="seen" value="([^"]+)"/)?.[1] ?? '';
const actionsIn = (html: string) =>
  Array.from(html.matchAll(/type="radio"[^>]*name="action" value="([\w-]+)"/g), (m) => m[1]);

for (const storeKind of STORE_KINDS) {
  describe(`orders in the staff inbox on ${storeKind}`, () => {
    const clock = { now: new Date('2026-11-25T10:00:00Z') };
    const site = withSite(postgres, storeKind, 'orders', { clock: () => clock.now });
    let morag: StaffSession;
    beforeAll(async () => {
      morag = await signedIn(site.store, 'morag@example.co.uk');
    });

    const get = (url: string) => staffGet(site.app, morag, url);
    const post = (
      url: string,
      fields: Record<string, string> = {},
      walls: { origin?: string; token?: string } = {},
    ) => staffPost(site.app, morag, url, fields, walls);

    /** A quote sent and accepted by the customer: its enquiry now has an order, Accepted. */
    async function acceptedOrder(po = 'PO-4471') {
      const validUntil = addDays(londonDate(clock.now), 30);
      const sent = await sentQuote(site.app, site.store, clock.now, { validUntil });
      const found = await quoteByToken(site.store, sent.token);
      const accepted = await acceptAs(site.store, found, {
        name: 'Morag Campbell',
        po,
        now: clock.now,
      });
      assert.equal(accepted.kind, 'accepted');
      return { id: sent.enquiryId, reference: sent.reference };
    }
    const pageOf = (job: { id: string }) => get(`/staff/enquiries/${job.id}`);
    /** A step posted from the page as it is now, a minute after the last. */
    async function step(job: { id: string }, fields: Record<string, string>) {
      clock.now = new Date(clock.now.getTime() + 60_000);
      const seen = seenIn((await pageOf(job)).body);
      return post(`/staff/enquiries/${job.id}/order`, { seen, ...fields });
    }
    async function moved(job: { id: string }, fields: Record<string, string>) {
      const response = await step(job, fields);
      assert.equal(response.statusCode, 303, words(response.body));
      assert.equal(response.headers.location, `/staff/enquiries/${job.id}?done=order-moved`);
      return get(String(response.headers.location));
    }
    const stageOf = async (job: { id: string }) =>
      (
        await site.store.db
          .selectFrom('orders')
          .select(['stage', 'expected_date'])
          .where('enquiry_id', '=', job.id)
          .executeTakeFirstOrThrow()
      ).stage;

    test('an accepted order is on the first screen: stage, totals, addresses, PO, timeline, and only the steps Accepted allows', async () => {
      const job = await acceptedOrder();
      const page = await pageOf(job);
      const text = words(page.body);
      assert.match(text, /Order Accepted Work expected to start No date given/);
      assert.match(text, /Accepted v1 by Morag Campbell on 25 November 2026 at 10:00/);
      assert.match(text, /PO number PO-4471 Total ex VAT £499\.98 Total inc VAT £599\.98/);
      assert.match(text, /Billing address Campbell Retail Ltd 14 Gordon Street Glasgow G1 3PB/);
      assert.match(text, /Delivery or site Campbell Retail Ltd 14 Gordon Street/);
      assert.match(text, /Timeline 25 November 2026 at 10:00, the customer: Order accepted/);
      assert.ok(page.body.indexOf('id="order-heading"') < page.body.indexOf('id="quote-heading"'));
      assert.deepEqual(actionsIn(page.body), [
        'start-production',
        'mark-ready',
        'cancel',
        'update',
      ]);
      assert.match(page.body, new RegExp(`name="_csrf" value="${morag.csrfToken}"`));
      assert.match(
        page.body,
        /type="date"[^>]*name="expectedDate"|name="expectedDate"[^>]*type="date"/,
      );
      assert.match(page.body, /min="2026-11-25"/);
      assert.ok(seenIn(page.body));
    });

    test('every step the table allows, through the route: production, an update, installation booked, completed; the history in words; a closed order has no form', async () => {
      const job = await acceptedOrder();
      let page = await moved(job, {
        action: 'start-production',
        message: 'Materials ordered.',
        expectedDate: '2026-12-10',
      });
      let text = words(page.body);
      assert.match(
        text,
        /Order moved to In production\. Email is not set up on this server, so tell the customer yourself\./,
      );
      assert.match(text, /Expected to be ready 10 December 2026/);
      assert.deepEqual(actionsIn(page.body), ['mark-ready', 'cancel', 'update']);
      const mail = await site.store.db
        .selectFrom('outbox')
        .selectAll()
        .where('enquiry_id', '=', job.id)
        .where('kind', '=', 'order-step')
        .execute();
      assert.deepEqual(
        mail.map((row) => [Number(row.order_step), row.state]),
        [[2, 'not-configured']],
      );
      assert.match(text, /Order update to the customer: Not emailed: email is not set up/);

      page = await moved(job, { action: 'update', message: 'Cut to size on Monday.' });
      text = words(page.body);
      assert.match(text, /Update saved\./);
      assert.equal(await stageOf(job), 'in-production');
      assert.match(text, /Expected to be ready 10 December 2026/, 'an update keeps the date');

      page = await moved(job, {
        action: 'mark-ready',
        way: 'installation',
        expectedDate: '2027-01-12',
      });
      text = words(page.body);
      assert.match(text, /Order moved to Ready\./);
      assert.match(text, /Order Installation booked for 12 January 2027/);
      assert.deepEqual(actionsIn(page.body), ['complete', 'cancel', 'update']);

      page = await moved(job, { action: 'complete', message: 'Fitted and signed off.' });
      text = words(page.body);
      assert.match(text, /Order moved to Completed\./);
      assert.doesNotMatch(text, /Move this order on/);
      assert.deepEqual(actionsIn(page.body), []);
      assert.match(
        text,
        /morag@example\.co\.uk: Moved the order from Accepted to In production, expected to be ready 10 December 2026: “Materials ordered\.”/,
      );
      assert.match(
        text,
        /Updated the customer on the order \(In production, expected to be ready 10 December 2026\): “Cut to size on Monday\.”/,
      );
      assert.match(
        text,
        /Moved the order from In production to Ready: Installation booked for 12 January 2027(?!,)/,
        'the history names the way and its date',
      );
      assert.match(text, /Moved the order from Ready to Completed: “Fitted and signed off\.”/);
      assert.match(text, /morag@example\.co\.uk: Installation booked for 12 January 2027/);
    });

    test('Ready straight from Accepted, for collection; a cancellation with its reason', async () => {
      const ready = await acceptedOrder();
      const page = await moved(ready, { action: 'mark-ready', way: 'collection' });
      assert.match(words(page.body), /Order Ready for collection from our Glasgow warehouse/);
      assert.match(
        words(page.body),
        /Moved the order from Accepted to Ready: Ready for collection from our Glasgow warehouse/,
      );
      const cancelled = await acceptedOrder();
      const after = await moved(cancelled, {
        action: 'cancel',
        message: 'Shop lease fell through.',
      });
      const text = words(after.body);
      assert.match(text, /Order cancelled\./);
      assert.match(text, /Cancelled the order: “Shop lease fell through\.”/);
      assert.doesNotMatch(text, /Move this order on/);
      assert.equal(await stageOf(cancelled), 'cancelled');
    });

    test('a form with problems is given back with 400, each beside its field, everything typed kept, nothing moved', async () => {
      const job = await acceptedOrder();
      const noReason = await step(job, { action: 'cancel', expectedDate: '2026-12-01' });
      assert.equal(noReason.statusCode, 400);
      let text = words(noReason.body);
      assert.match(
        text,
        /The order was not moved Give the reason for cancelling: the customer reads it\./,
      );
      assert.match(noReason.body, /id="message-error">Give the reason for cancelling/);
      assert.match(noReason.body, /id="action-cancel"[^>]*checked=""/);
      assert.match(noReason.body, /name="expectedDate"[^>]*value="2026-12-01"/);

      const past = await step(job, {
        action: 'start-production',
        message: 'Materials ordered.',
        expectedDate: '2026-11-24',
      });
      assert.equal(past.statusCode, 400);
      text = words(past.body);
      assert.match(text, /24 November 2026 has passed: enter today or a later date\./);
      assert.match(
        past.body,
        /aria-invalid="true"[^>]*aria-describedby="expectedDate-hint expectedDate-error"|aria-describedby="expectedDate-hint expectedDate-error"/,
      );
      assert.match(past.body, />Materials ordered\.<\/textarea>/);

      const noDate = await step(job, { action: 'mark-ready', way: 'installation' });
      assert.equal(noDate.statusCode, 400);
      assert.match(words(noDate.body), /Enter the date the installation is booked for\./);
      const unreal = await step(job, { action: 'update', expectedDate: '2027-02-30' });
      assert.equal(unreal.statusCode, 400);
      assert.match(words(unreal.body), /Enter a real date\./);
      const nothing = await step(job, { message: 'Hello' });
      assert.equal(nothing.statusCode, 400);
      assert.match(words(nothing.body), /Choose what to do with the order\./);
      assert.equal(await stageOf(job), 'accepted');
    });

    test('each refusal is a 409 notice with the order as it is now: closed, already, backwards, not ready, stale', async () => {
      const job = await acceptedOrder();
      const notReady = await step(job, { action: 'complete' });
      assert.equal(notReady.statusCode, 409);
      assert.match(words(notReady.body), /Not moved\. An order is completed only once it is Ready/);

      const before = (await pageOf(job)).body;
      await moved(job, { action: 'start-production' });
      const already = await step(job, { action: 'start-production' });
      assert.equal(already.statusCode, 409);
      assert.match(words(already.body), /Not moved\. This order is already In production\./);

      // A second tab still shows the order as Accepted.
      const stale = await post(`/staff/enquiries/${job.id}/order`, {
        seen: seenIn(before),
        action: 'cancel',
        message: 'Customer rang to cancel.',
      });
      assert.equal(stale.statusCode, 409);
      const text = words(stale.body);
      assert.match(
        text,
        /Someone else moved this order first: it is now In production, as shown here/,
      );
      assert.match(text, /try again if it still needs it\. In production Expected to be ready/);
      assert.match(stale.body, />Customer rang to cancel\.<\/textarea>/);
      assert.equal(seenIn(stale.body), seenIn((await pageOf(job)).body));
      assert.equal(await stageOf(job), 'in-production');

      await moved(job, { action: 'mark-ready', way: 'delivery' });
      const backwards = await step(job, { action: 'start-production' });
      assert.equal(backwards.statusCode, 409);
      assert.match(
        words(backwards.body),
        /This order is Ready: it cannot go back to an earlier stage\./,
      );

      await moved(job, { action: 'complete' });
      const seen = seenIn((await pageOf(job)).body);
      assert.equal(seen, '', 'a closed order has no form');
      const updatedAt = (
        await site.store.db
          .selectFrom('orders')
          .select('updated_at')
          .where('enquiry_id', '=', job.id)
          .executeTakeFirstOrThrow()
      ).updated_at;
      const closed = await post(`/staff/enquiries/${job.id}/order`, {
        seen: updatedAt,
        action: 'update',
        message: 'One more thing.',
      });
      assert.equal(closed.statusCode, 409);
      assert.match(words(closed.body), /This order is Completed, so it cannot be moved again\./);
      const steps = await site.store.db
        .selectFrom('order_steps')
        .innerJoin('orders', 'orders.id', 'order_steps.order_id')
        .select('order_steps.stage')
        .where('orders.enquiry_id', '=', job.id)
        .execute();
      assert.equal(steps.length, 4, 'accepted, in production, ready, completed: no more');
    });

    test('the order route is behind the session, the CSRF token and the Origin check; no order is a 409', async () => {
      const job = await acceptedOrder();
      const url = `/staff/enquiries/${job.id}/order`;
      const seen = seenIn((await pageOf(job)).body);
      const fields = { seen, action: 'start-production' };
      const stranger = await site.app.inject({
        method: 'POST',
        url,
        headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
      assert.equal(stranger.statusCode, 401);
      const signIn = await site.app.inject({ url: `/staff/enquiries/${job.id}` });
      assert.equal(signIn.statusCode, 303);
      assert.match(String(signIn.headers.location), /^\/staff\/sign-in\?next=/);
      for (const options of [
        { token: '' },
        { token: 'wrong' },
        { origin: 'https://evil.example' },
      ]) {
        const refused = await post(url, fields, options);
        assert.equal(refused.statusCode, 403, JSON.stringify(options));
      }
      assert.equal(await stageOf(job), 'accepted');

      const { reference } = await sentQuote(site.app, site.store, clock.now);
      const enquiry = await site.store.db
        .selectFrom('enquiries')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      const none = await post(`/staff/enquiries/${enquiry.id}/order`, fields);
      assert.equal(none.statusCode, 409);
      assert.match(words(none.body), /This enquiry has no order to move/);
    });

    test('the inbox: a late order flagged and counted when the clock passes its date, the stage filter, the first screen, the CSV', async () => {
      const at = (iso: string) => {
        clock.now = new Date(iso);
      };
      try {
        at('2027-06-01T10:00:00Z');
        const figures = async () => (await get('/staff/api/pipeline')).json();
        const start = await figures();
        const late = await acceptedOrder('=HYPERLINK("x")');
        await moved(late, { action: 'start-production', expectedDate: '2027-06-03' });
        const waiting = await acceptedOrder();
        const done = await acceptedOrder();
        await moved(done, { action: 'mark-ready', way: 'collection' });
        await moved(done, { action: 'complete' });

        at('2027-06-02T10:00:00Z');
        const before = await figures();
        assert.equal(before.ordersInProgress - start.ordersInProgress, 2, 'not the completed one');
        assert.equal(before.ordersValue - start.ordersValue, 2 * 49_998);
        at('2027-06-04T10:00:00Z');
        const after = await figures();
        assert.equal(after.lateOrders - before.lateOrders, 1, 'expected on 3 June, now 4 June');

        const inbox = await get('/staff');
        const text = words(inbox.body);
        const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
        assert.match(
          text,
          new RegExp(
            `Orders in hand ${after.ordersInProgress} orders in progress ${money.format(after.ordersValue / 100).replace('.', '\\.')} their value ex VAT ${after.lateOrders} late orders?`,
          ),
        );
        assert.match(inbox.body, /<a href="\/staff\?order=late">late orders?<\/a>/);
        const rowOf = (html: string, reference: string) =>
          html.match(
            new RegExp(`<tr[^>]*>(?:(?!</tr>).)*${reference}(?:(?!</tr>).)*</tr>`, 's'),
          )?.[0] ?? '';
        assert.match(words(rowOf(inbox.body, late.reference)), /In production Late/);
        assert.doesNotMatch(rowOf(inbox.body, waiting.reference), /Late/);
        assert.match(words(rowOf(inbox.body, done.reference)), /Completed/);
        const page = words((await pageOf(late)).body);
        assert.match(page, /Order In production Late Expected to be ready 3 June 2027 \(passed\)/);

        const list = async (order: string) =>
          (
            (await get(`/staff/api/enquiries?order=${order}`)).json().rows as {
              reference: string;
            }[]
          ).map((row) => row.reference);
        const lateList = await list('late');
        assert.ok(lateList.includes(late.reference));
        assert.ok(!lateList.includes(waiting.reference) && !lateList.includes(done.reference));
        assert.ok((await list('accepted')).includes(waiting.reference));
        assert.ok(!(await list('accepted')).includes(late.reference));
        assert.ok((await list('completed')).includes(done.reference));
        const filtered = await get('/staff?order=late');
        assert.match(
          filtered.body,
          /<option value="late" selected="">Late \(expected date passed\)<\/option>/,
        );
        assert.match(words(filtered.body), /Filters \(1 on\)/);
        assert.doesNotMatch(
          words(filtered.body),
          /orders in progress/,
          'the figures are the first screen’s',
        );
        assert.equal((await get('/staff?order=overdue')).statusCode, 400);

        const csv = await get('/staff/export.csv?order=in-production');
        const [header, ...rows] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
        assert.match(
          String(header),
          /"PO number","Order stage","Order accepted \(UK time\)","Next stage expected"$/,
        );
        const lateRow = rows.find((row) => row.includes(late.reference)) ?? '';
        assert.ok(
          lateRow.endsWith(`"'=HYPERLINK(""x"")","In production","2027-06-01 11:00","2027-06-03"`),
          lateRow,
        );
        assert.ok(!rows.some((row) => row.includes(waiting.reference)));
      } finally {
        at('2026-11-25T10:00:00Z');
      }
    });
  });
}
