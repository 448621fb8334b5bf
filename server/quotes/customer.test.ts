/**
 * The customer's side of a quote (/quotes/{token}): the page, the PDF, the three answers
 * and their e-mails, against every store the server supports (the embedded SQLite file and
 * a throwaway PostgreSQL), with a real SMTP server in this process and a clock the test
 * moves. Quotes are made through the store, as the staff inbox makes them.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import { eventually } from '../../support/site';
import { STORE_KINDS, withPostgres } from '../../support/store-sites';
import { declineQuote, requestChanges } from '../store/customer-answers';
import { acceptQuote } from '../store/accept-quote';
import { eraseEnquiry } from '../store/erasure';
import { withdrawQuote } from '../store/quotes';
import { addStaff } from '../store/staff';
import { startSession } from '../store/sessions';
import {
  acceptance,
  acceptanceFields,
  acceptAtPage,
  answerFields,
  hiddenFields,
  LINES,
  links,
  OWN_ORIGIN,
  pdfText,
  postAnswer,
  quoteRow,
  sendVersion,
  sentQuote,
  STAFF,
  ADDRESSES,
  withQuoteSite,
} from '../../support/customer-test-kit';
import { findQuote } from './lookup';

const postgres = withPostgres();

/** 20:00 in Glasgow on 25 November 2026; quotes are valid until 25 December. */
const START = new Date('2026-11-25T20:00:00Z');

for (const storeKind of STORE_KINDS) {
  describe(`the customer's quote on ${storeKind}`, () => {
    let now = START;
    const site = withQuoteSite(postgres, storeKind, 'quotes', () => now);

    /** The enquiry's e-mails of a kind in the outbox, sent or still to go. */
    const mails = (enquiryId: string, kind: 'quote-accepted' | 'quote-changes') =>
      site.store.db
        .selectFrom('outbox')
        .select('id')
        .where('enquiry_id', '=', enquiryId)
        .where('kind', '=', kind)
        .execute();
    const events = (enquiryId: string, kind: string) =>
      site.store.db
        .selectFrom('enquiry_events')
        .selectAll()
        .where('enquiry_id', '=', enquiryId)
        .where('kind', '=', kind as 'status')
        .execute();
    const status = async (enquiryId: string) =>
      (
        await site.store.db
          .selectFrom('enquiries')
          .select('status')
          .where('id', '=', enquiryId)
          .executeTakeFirstOrThrow()
      ).status;
    const mailTo = (address: string, subject: RegExp) =>
      site.smtp.received.filter(
        (mail) => mail.to.includes(address) && subject.test(mail.raw.replace(/=\r?\n/g, '')),
      );

    test('the page shows the business, the quote, every line and the totals, privately', async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now);
      const page = await site.app.inject({ url: quote.url });
      assert.equal(page.statusCode, 200);
      const html = page.body;
      assert.match(html, new RegExp(`<h1>Quote ${quote.reference} v1</h1>`));
      for (const text of [
        'Clydeside Shopfitters',
        'Unit 4, Kinning Park Trade Centre, 120 Paisley Road',
        '0141 496 0321',
        'sales@clydesideshopfitters.co.uk',
        'Morag Campbell',
        'Campbell Retail Ltd',
        '25 November 2026',
        'Valid until</dt><dd>25 December 2026',
        'Black suspended ceiling grid (Size: 600 x 600)',
        'Collection only from our Glasgow warehouse',
        'Unit price ex VAT',
        '£16.66',
        '£49.98',
        'Total ex VAT</th><td class="quote-num">£499.98',
        'VAT (20%)</th><td class="quote-num">£100.00',
        'Total inc VAT</th><td class="quote-num">£599.98',
        'Fitted in a day.',
        'We email you a VAT invoice when your order is ready.',
        '10-year warranty on ceiling grid and tiles',
        `href="/quotes/${quote.token}/pdf"`,
        'Accept quote',
        'Ask for changes',
        'Decline',
      ]) {
        assert.ok(html.includes(text), `the page shows ${text}`);
      }
      assert.equal(page.headers['cache-control'], 'private, no-store');
      assert.equal(page.headers['referrer-policy'], 'no-referrer');
      assert.equal(page.headers['x-robots-tag'], 'noindex');
      assert.match(html, /<meta name="robots" content="noindex, nofollow"\/>/);
      assert.match(String(page.headers['content-security-policy']), /script-src 'self';/);
      assert.doesNotMatch(html, /<script/);
    });

    test('a malformed address is 400, one that names no quote 404, both with the phone number', async () => {
      const malformed = await site.app.inject({ url: '/quotes/not-a-token' });
      assert.equal(malformed.statusCode, 400);
      const unknown = await site.app.inject({ url: `/quotes/${'x'.repeat(43)}` });
      assert.equal(unknown.statusCode, 404);
      for (const page of [malformed, unknown]) {
        assert.match(page.body, /This quote link is not valid/);
        assert.match(page.body, /0141 496 0321/);
        assert.equal(page.headers['cache-control'], 'private, no-store');
      }
      const elsewhere = await site.app.inject({ url: `/quotes/${'x'.repeat(43)}/other` });
      assert.equal(elsewhere.statusCode, 404);
    });

    test('the first view is recorded once, and never a signed-in member of staff checking it', async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now);
      const account = await addStaff(site.store, `viewer-${quote.reference}@example.test`, 'x');
      const session = await startSession(site.store, account);
      const asStaff = await site.app.inject({
        url: quote.url,
        cookies: { staff_session: session.id },
      });
      assert.equal(asStaff.statusCode, 200);
      await site.app.inject({ method: 'HEAD', url: quote.url });
      assert.equal((await events(quote.enquiryId, 'quote-viewed')).length, 0);
      assert.equal((await quoteRow(site.store, quote.enquiryId)).state, 'sent');

      await site.app.inject({ url: quote.url });
      await site.app.inject({ url: quote.url });
      const viewed = await events(quote.enquiryId, 'quote-viewed');
      assert.equal(viewed.length, 1);
      assert.equal(viewed[0]?.staff_email, 'customer');
      assert.equal((await quoteRow(site.store, quote.enquiryId)).state, 'viewed');
    });

    test('accepting with a purchase order number confirms the order, makes the enquiry Won and tells the team', async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now);
      const answer = await acceptAtPage(site.app, quote.url, {
        name: 'Morag Campbell',
        po: 'PO-7731',
      });
      assert.match(answer.body, /<h1>Order confirmed<\/h1>/);
      assert.ok(
        answer.body.includes(
          `give your reference <span class="quote-nowrap">${quote.reference}</span>`,
        ),
        'the order keeps the job’s number',
      );
      assert.ok(!answer.body.includes(`${quote.reference}-1`), 'one spelling of the reference');
      assert.match(answer.body, /PO-7731/);
      assert.equal(answer.headers['cache-control'], 'private, no-store');

      const row = await quoteRow(site.store, quote.enquiryId);
      assert.equal(row.state, 'accepted');
      assert.equal(row.accepted_name, 'Morag Campbell');
      assert.equal(row.accepted_po, 'PO-7731');
      assert.equal(Number(row.accepted_version), 1);
      assert.equal(await status(quote.enquiryId), 'won');
      assert.equal((await events(quote.enquiryId, 'quote-accepted')).length, 1);

      const subject = new RegExp(`\\[${quote.reference}\\].*accepted quote ${quote.reference} v1`);
      await eventually(() => mailTo('sales-team@example.test', subject).length === 1);
      assert.match(mailTo('sales-team@example.test', subject)[0]?.raw ?? '', /PO-7731/);

      assert.match(answer.body, /href="[^"]+">Follow your order<\/a>/);
      const page = await site.app.inject({ url: quote.url });
      assert.match(page.body, new RegExp(`<h1>Order ${quote.reference}</h1>`), 'the order page');
      assert.doesNotMatch(page.body, /action="[^"]*\/accept"/, 'no forms once accepted');
    });

    test('two acceptances at once are one: one record, one e-mail, the same confirmation', async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now);
      const fields = await acceptanceFields(site.app, quote.url, { name: 'First' });
      const [first, second] = await Promise.all([
        postAnswer(site.app, quote.url, 'accept', fields),
        postAnswer(site.app, quote.url, 'accept', { ...fields, name: 'Second' }),
      ]);
      assert.equal(first.statusCode, 200);
      assert.equal(second.statusCode, 200);
      const accepted = (await quoteRow(site.store, quote.enquiryId)).accepted_name ?? '';
      for (const answer of [first, second]) {
        assert.match(answer.body, /Order confirmed/);
        assert.ok(answer.body.includes(`Accepted by</dt><dd>${accepted}`));
      }
      const again = await postAnswer(site.app, quote.url, 'accept', fields);
      assert.equal(again.statusCode, 200);
      assert.equal((await events(quote.enquiryId, 'quote-accepted')).length, 1);
      assert.equal((await mails(quote.enquiryId, 'quote-accepted')).length, 1);
    });

    test('after Valid until the page says it expired and offers a new quote; acceptance is refused and nothing recorded', async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now, { validUntil: '2026-12-01' });
      const fields = await acceptanceFields(site.app, quote.url, { name: 'Late' });
      now = new Date('2026-12-02T00:30:00Z');
      const page = await site.app.inject({ url: quote.url });
      assert.match(page.body, /This quote expired on 1 December 2026/);
      assert.match(page.body, /Ask for a new quote/);
      assert.doesNotMatch(page.body, /action="[^"]*\/accept"/);

      const before = await quoteRow(site.store, quote.enquiryId);
      const refused = await postAnswer(site.app, quote.url, 'accept', fields);
      assert.equal(refused.statusCode, 409);
      assert.match(refused.body, /This quote has expired/);
      assert.match(refused.body, /Nothing was recorded/);
      assert.deepEqual(await quoteRow(site.store, quote.enquiryId), before);
      assert.equal((await events(quote.enquiryId, 'quote-accepted')).length, 0);
      assert.equal(await status(quote.enquiryId), 'quoted');

      const newQuote = await postAnswer(site.app, quote.url, 'changes', fields);
      assert.equal(newQuote.statusCode, 200);
      assert.match(newQuote.body, /prepare a new quote/);
      const row = await quoteRow(site.store, quote.enquiryId);
      assert.equal(row.state, 'changes-requested');
      assert.equal(row.customer_message, 'Please send me a new quote.');
      assert.equal(await status(quote.enquiryId), 'in-progress');
      // The team's email is queued (the outbox sends it when the real clock reaches it).
      assert.equal((await mails(quote.enquiryId, 'quote-changes')).length, 1);
    });

    test('an earlier version cannot be accepted; the link shows the latest', async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now);
      const v1 = await acceptanceFields(site.app, quote.url, { name: 'Old' });
      const token = await sendVersion(site.store, quote.enquiryId, now, { note: 'Revised' });
      assert.equal(token, quote.token, 'the link stays the same');
      const page = await site.app.inject({ url: quote.url });
      assert.match(page.body, new RegExp(`<h1>Quote ${quote.reference} v2</h1>`));
      assert.equal(hiddenFields(page.body).version, '2');

      for (const kind of ['accept', 'changes', 'decline'] as const) {
        const refused = await postAnswer(site.app, quote.url, kind, { ...v1, message: 'x' });
        assert.equal(refused.statusCode, 409, kind);
        assert.match(refused.body, /This quote has been revised/);
      }
      const row = await quoteRow(site.store, quote.enquiryId);
      assert.equal(row.state, 'viewed');
      assert.equal(row.accepted_at, null);
      assert.equal(await status(quote.enquiryId), 'quoted');
    });

    test('a withdrawn quote says so, offers no PDF and takes no acceptance; asking for a new quote reaches the team', async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now);
      const fields = await acceptanceFields(site.app, quote.url, {
        name: 'Too late',
        message: 'Cheaper?',
      });
      assert.ok(await withdrawQuote(site.store, quote.enquiryId, { staffEmail: STAFF, now }));
      assert.equal(await status(quote.enquiryId), 'in-progress');
      const page = await site.app.inject({ url: quote.url });
      assert.match(page.body, /This quote was withdrawn/);
      assert.match(page.body, /0141 496 0321/);
      assert.doesNotMatch(page.body, /Download PDF/);
      assert.doesNotMatch(page.body, /\/pdf"/);
      assert.doesNotMatch(page.body, /action="[^"]*\/(accept|decline)"/);
      assert.match(page.body, /<h2 id="changes-heading">Ask for a new quote<\/h2>/);

      const pdf = await site.app.inject({ url: `${quote.url}/pdf` });
      assert.equal(pdf.statusCode, 410);
      assert.match(String(pdf.headers['content-type']), /^text\/html/);
      assert.match(pdf.body, /no PDF to download/);
      assert.equal(pdf.headers['cache-control'], 'private, no-store');

      const accept = await postAnswer(site.app, quote.url, 'accept', fields);
      assert.equal(accept.statusCode, 409);
      assert.match(accept.body, /Nothing was recorded/);
      const asked = await postAnswer(site.app, quote.url, 'changes', fields);
      assert.equal(asked.statusCode, 200);
      assert.match(asked.body, /prepare a new quote/);
      // It stays withdrawn: the request cannot make v1 acceptable again.
      const row = await quoteRow(site.store, quote.enquiryId);
      assert.equal(row.state, 'withdrawn');
      assert.equal(row.customer_message, 'Cheaper?');
      assert.equal((await events(quote.enquiryId, 'quote-changes')).length, 1);
      assert.equal(await status(quote.enquiryId), 'in-progress');
      const again = await postAnswer(site.app, quote.url, 'accept', fields);
      assert.equal(again.statusCode, 409);
      assert.equal((await quoteRow(site.store, quote.enquiryId)).accepted_at, null);
      const subject = new RegExp(`asked for changes to quote ${quote.reference} v1`);
      await eventually(() => mailTo('sales-team@example.test', subject).length === 1);
    });

    test('a declined quote offers Ask for a new quote: it reaches the team, the enquiry is In progress again, the quote stays closed and keeps its PDF', async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now);
      const declined = await postAnswer(
        site.app,
        quote.url,
        'decline',
        await answerFields(site.app, quote.url, { reason: 'Too dear' }),
      );
      assert.equal(declined.statusCode, 200);
      assert.equal(await status(quote.enquiryId), 'lost');
      const page = await site.app.inject({ url: quote.url });
      assert.match(page.body, /You declined this quote/);
      assert.match(page.body, /<a href="#changes-heading">ask for a new quote<\/a>/);
      assert.match(page.body, /<h2 id="changes-heading">Ask for a new quote<\/h2>/);
      assert.match(page.body, new RegExp(`action="/quotes/${quote.token}/changes"`));
      assert.doesNotMatch(page.body, /action="[^"]*\/accept"/);
      assert.match(page.body, /Download PDF/);
      assert.equal((await site.app.inject({ url: `${quote.url}/pdf` })).statusCode, 200);

      // The words are optional: a press of the button is enough.
      const fields = { ...hiddenFields(page.body), message: '' };
      const asked = await postAnswer(site.app, quote.url, 'changes', fields);
      assert.equal(asked.statusCode, 200);
      assert.match(asked.body, /Our sales team will prepare a new quote/);
      assert.equal((await postAnswer(site.app, quote.url, 'changes', fields)).statusCode, 200);
      const row = await quoteRow(site.store, quote.enquiryId);
      assert.equal(row.state, 'declined');
      assert.equal(row.customer_message, 'Please send me a new quote.');
      const requests = await events(quote.enquiryId, 'quote-changes');
      assert.equal(requests.length, 1, 'a double press is one request');
      assert.equal(requests[0]?.staff_email, 'customer');
      assert.equal(await status(quote.enquiryId), 'in-progress');
      const moved = (await events(quote.enquiryId, 'status')).map((event) =>
        [event.from_status, event.to_status, event.staff_email].join(' '),
      );
      assert.ok(moved.includes('lost in-progress customer'), moved.join(', '));
      const subject = new RegExp(`asked for changes to quote ${quote.reference} v1`);
      await eventually(() => mailTo('sales-team@example.test', subject).length === 1);
      assert.match(
        mailTo('sales-team@example.test', subject)[0]?.raw ?? '',
        /Please send me a new quote/,
      );
      const accept = await postAnswer(
        site.app,
        quote.url,
        'accept',
        acceptance({ ...fields, name: 'X' }),
      );
      assert.equal(accept.statusCode, 409);
      assert.equal((await quoteRow(site.store, quote.enquiryId)).accepted_at, null);
    });

    test('an acceptance of an earlier version is shown the latest with the name and PO number kept, the tick to give again', async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now);
      const v1 = await acceptanceFields(site.app, quote.url, {
        name: 'Morag Campbell',
        po: 'PO-5512',
      });
      await sendVersion(site.store, quote.enquiryId, now, { note: 'Revised' });
      const refused = await postAnswer(site.app, quote.url, 'accept', v1);
      assert.equal(refused.statusCode, 409);
      assert.match(refused.body, new RegExp(`<h1>Quote ${quote.reference} v2</h1>`));
      assert.match(refused.body, /role="alert"><h2 class="flush">This quote has been revised/);
      assert.match(refused.body, /Nothing was recorded/);
      assert.match(refused.body, /tick the box again once you have read this version/);
      assert.match(refused.body, /id="accept-name"[^>]*value="Morag Campbell"/);
      assert.match(refused.body, /id="accept-po"[^>]*value="PO-5512"/);
      assert.doesNotMatch(refused.body, /id="accept-terms"[^>]*checked/);
      // The form answers v2 now.
      assert.equal(hiddenFields(refused.body).version, '2');
      assert.equal((await quoteRow(site.store, quote.enquiryId)).accepted_at, null);
      const accepted = await postAnswer(
        site.app,
        quote.url,
        'accept',
        acceptance({ ...hiddenFields(refused.body), name: 'Morag Campbell', po: 'PO-5512' }),
      );
      assert.equal(accepted.statusCode, 200);
      assert.equal(Number((await quoteRow(site.store, quote.enquiryId)).accepted_version), 2);

      // A changes request to an older version keeps its words too.
      const other = await sentQuote(site.app, site.store, now);
      const words = await answerFields(site.app, other.url, { message: 'Oak, not beech.' });
      await sendVersion(site.store, other.enquiryId, now);
      const changes = await postAnswer(site.app, other.url, 'changes', words);
      assert.equal(changes.statusCode, 409);
      assert.match(changes.body, /id="changes-message"[^>]*>Oak, not beech\.<\/textarea>/);
    });

    test('the terms say what the lines say: a ceiling line promised for delivery is not called collection only', async () => {
      now = START;
      const [grid] = LINES;
      assert.ok(grid);
      const delivered = await sentQuote(site.app, site.store, now);
      await sendVersion(site.store, delivered.enquiryId, now, {
        lines: [{ ...grid, leadTime: 'Delivered to site in 5 working days' }],
      });
      const page = await site.app.inject({ url: delivered.url });
      assert.match(page.body, /Delivered to site in 5 working days/);
      assert.match(page.body, /Each line is delivered or collected as it says/);
      assert.doesNotMatch(page.body, /collection only/i);
      assert.doesNotMatch(page.body, /Collection is from our Glasgow warehouse/);
      const text = pdfText((await site.app.inject({ url: `${delivered.url}/pdf` })).rawPayload);
      assert.match(text, /Each line is delivered or collected as it says/);
      assert.doesNotMatch(text, /collection only/i);

      const collected = await sentQuote(site.app, site.store, now);
      const withCollection = await site.app.inject({ url: collected.url });
      assert.match(withCollection.body, /Collection only from our Glasgow warehouse/);
      assert.match(
        withCollection.body,
        /Collection is from our Glasgow warehouse at Unit 4, Kinning Park Trade Centre/,
      );
    });

    test('a Valid until kept from before dates were checked (30 February) holds to the day it was printed as', async () => {
      now = new Date('2027-02-20T12:00:00Z');
      const quote = await sentQuote(site.app, site.store, now, { validUntil: '2027-02-30' });
      now = new Date('2027-03-02T21:00:00Z');
      const page = await site.app.inject({ url: quote.url });
      assert.match(page.body, /Valid until<\/dt><dd>2 March 2027/);
      assert.doesNotMatch(page.body, /expired/);
      await acceptAtPage(site.app, quote.url, { name: 'On time' });
      assert.equal((await quoteRow(site.store, quote.enquiryId)).state, 'accepted');

      const late = await sentQuote(site.app, site.store, new Date('2027-02-20T12:00:00Z'), {
        validUntil: '2027-02-30',
      });
      now = new Date('2027-03-03T00:30:00Z');
      assert.match(
        (await site.app.inject({ url: late.url })).body,
        /This quote expired on 2 March 2027/,
      );
    });

    test('the store takes no changes request on a withdrawn or declined quote: it would reopen it for acceptance', async () => {
      now = START;
      for (const close of ['withdraw', 'decline'] as const) {
        const quote = await sentQuote(site.app, site.store, now);
        const found = async () => {
          const record = await findQuote({ store: site.store, links }, quote.token);
          if (!record) throw new Error('quote not found');
          return record;
        };
        if (close === 'withdraw') {
          await withdrawQuote(site.store, quote.enquiryId, { staffEmail: STAFF, now });
        } else {
          await declineQuote(site.store, await found(), { reason: '', now, mail: 'pending' });
        }
        const state = (await quoteRow(site.store, quote.enquiryId)).state;
        const asked = await requestChanges(site.store, await found(), {
          message: 'Reopen it',
          now,
          mail: 'pending',
        });
        assert.deepEqual(asked, { kind: 'refused', why: state }, close);
        assert.equal((await quoteRow(site.store, quote.enquiryId)).state, state);
        const accepted = await acceptQuote(site.store, await found(), {
          version: 1,
          ...ADDRESSES,
          name: 'X',
          po: '',
          now,
          mail: 'pending',
        });
        assert.equal(accepted.kind, 'refused');
      }
    });

    test('asking for changes reaches the team; an empty request is shown again with its error', async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now);
      const empty = await postAnswer(
        site.app,
        quote.url,
        'changes',
        await answerFields(site.app, quote.url, { message: '  ' }),
      );
      assert.equal(empty.statusCode, 400);
      assert.match(empty.body, /id="changes-message"[^>]*aria-invalid="true"/);
      assert.match(empty.body, /aria-describedby="changes-message-error"/);
      assert.match(empty.body, /Tell us what you would like changed/);

      const fields = await answerFields(site.app, quote.url, {
        message: 'Two more tiles, please.',
      });
      const answer = await postAnswer(site.app, quote.url, 'changes', fields);
      assert.equal(answer.statusCode, 200);
      assert.match(answer.body, /Thank you: we have your request/);
      const row = await quoteRow(site.store, quote.enquiryId);
      assert.equal(row.state, 'changes-requested');
      assert.equal(row.customer_message, 'Two more tiles, please.');
      const subject = new RegExp(`asked for changes to quote ${quote.reference} v1`);
      await eventually(() => mailTo('sales-team@example.test', subject).length === 1);
    });

    test('accepting without a name or the tick is shown again with the errors and what was typed', async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now);
      const fields = await answerFields(site.app, quote.url, { name: '', po: 'PO-9' });
      const answer = await postAnswer(site.app, quote.url, 'accept', fields);
      assert.equal(answer.statusCode, 400);
      assert.match(answer.body, /id="accept-name"[^>]*aria-invalid="true"/);
      assert.match(answer.body, /id="accept-terms"[^>]*aria-invalid="true"/);
      assert.match(answer.body, /Enter your name/);
      assert.match(answer.body, /Tick the box to accept the terms above/);
      assert.match(answer.body, /id="accept-po"[^>]*value="PO-9"/);
      assert.equal((await quoteRow(site.store, quote.enquiryId)).state, 'viewed');
    });

    test('declining, with or without a reason, makes the enquiry Lost and tells the team', async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now);
      const fields = await answerFields(site.app, quote.url, { reason: 'Went elsewhere' });
      const answer = await postAnswer(site.app, quote.url, 'decline', fields);
      assert.equal(answer.statusCode, 200);
      assert.match(answer.body, /Quote declined/);
      assert.equal((await quoteRow(site.store, quote.enquiryId)).state, 'declined');
      assert.equal(await status(quote.enquiryId), 'lost');
      const subject = new RegExp(`declined quote ${quote.reference} v1`);
      await eventually(() => mailTo('sales-team@example.test', subject).length === 1);
      const accept = await postAnswer(
        site.app,
        quote.url,
        'accept',
        acceptance({ ...fields, name: 'X' }),
      );
      assert.equal(accept.statusCode, 409);
    });

    test('a post without the page token, or from another site, is refused with 403', async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now);
      const fields = await acceptanceFields(site.app, quote.url, { name: 'Mallory' });
      const withoutToken = Object.fromEntries(
        Object.entries(fields).filter(([name]) => name !== '_form'),
      );
      const refusals = [
        await postAnswer(site.app, quote.url, 'accept', withoutToken),
        await postAnswer(site.app, quote.url, 'accept', { ...fields, _form: 'x'.repeat(43) }),
        await postAnswer(site.app, quote.url, 'accept', fields, { origin: 'https://evil.test' }),
        await postAnswer(site.app, quote.url, 'accept', fields, { origin: 'null' }),
        await postAnswer(site.app, quote.url, 'accept', fields, {
          origin: 'null',
          'sec-fetch-site': 'cross-site',
        }),
      ];
      for (const refused of refusals) {
        assert.equal(refused.statusCode, 403);
        assert.match(refused.body, /Your answer was not sent/);
      }
      assert.equal((await quoteRow(site.store, quote.enquiryId)).state, 'viewed');
      // Chromium's own post from a page that sends no referrer.
      const own = await postAnswer(site.app, quote.url, 'accept', fields, {
        origin: 'null',
        'sec-fetch-site': 'same-origin',
      });
      assert.equal(own.statusCode, 200);
    });

    test('answers are limited per visitor address, as a page', async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now);
      const from = storeKind === 'sqlite' ? '203.0.113.71' : '203.0.113.72';
      const post = () =>
        postAnswer(
          site.app,
          quote.url,
          'decline',
          {},
          { origin: OWN_ORIGIN, 'x-forwarded-for': from },
        );
      for (let count = 0; count < 30; count += 1) assert.equal((await post()).statusCode, 403);
      const limited = await post();
      assert.equal(limited.statusCode, 429);
      assert.match(limited.body, /many answers from your connection/);
      assert.equal(limited.headers['cache-control'], 'private, no-store');
    });

    test('erasing the enquiry ends the link and blanks what the customer gave', async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now);
      await acceptAtPage(site.app, quote.url, { name: 'Morag Campbell', po: 'PO-1' });
      assert.ok(await eraseEnquiry(site.store, quote.enquiryId, STAFF));
      const page = await site.app.inject({ url: quote.url });
      assert.equal(page.statusCode, 404);
      assert.match(page.body, /This quote link is not valid/);
      assert.equal((await site.app.inject({ url: `${quote.url}/pdf` })).statusCode, 404);
      const row = await quoteRow(site.store, quote.enquiryId);
      assert.equal(row.accepted_name, null);
      assert.equal(row.accepted_po, null);
      assert.equal(row.customer_message, null);
      assert.equal(row.token_hash, null);
    });

    test('the PDF is the same quote: its reference and Total inc VAT, as a download', async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now);
      const pdf = await site.app.inject({ url: `${quote.url}/pdf` });
      assert.equal(pdf.statusCode, 200);
      assert.equal(pdf.headers['content-type'], 'application/pdf');
      assert.equal(
        pdf.headers['content-disposition'],
        `attachment; filename="quote-${quote.reference}-v1.pdf"`,
      );
      assert.equal(pdf.headers['cache-control'], 'private, no-store');
      assert.equal(pdf.headers['referrer-policy'], 'no-referrer');
      assert.equal(pdf.headers['x-robots-tag'], 'noindex');
      const text = pdfText(pdf.rawPayload);
      assert.match(text, new RegExp(`Quote ${quote.reference} v1`));
      assert.match(text, /Total inc VAT\s+£599\.98/);
      assert.match(text, /Valid until 25 December 2026/);
    });

    test("the customer's link is e-mailed once for each version sent", async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now);
      const subject = (version: number) =>
        new RegExp(`Your quote ${quote.reference} v${version} from Clydeside Shopfitters`);
      await eventually(() => mailTo('morag@example.co.uk', subject(1)).length === 1);
      await sendVersion(site.store, quote.enquiryId, now);
      await eventually(() => mailTo('morag@example.co.uk', subject(2)).length === 1);
      const mail = mailTo('morag@example.co.uk', subject(2))[0]?.raw.replace(/=\r?\n/g, '') ?? '';
      assert.ok(mail.includes(quote.token), 'the e-mail carries the link');
      assert.match(mail, /Total inc VAT: (=C2=A3|£)599\.98/, 'and the quote in its text');
      assert.match(mail, /<table class=(3D)?"quote-table"/, 'and its table in its HTML');
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.equal(mailTo('morag@example.co.uk', subject(1)).length, 1);
      assert.equal(mailTo('morag@example.co.uk', subject(2)).length, 1);
    });

    test('a version revised before its e-mail could go is not e-mailed: only the latest is', async () => {
      now = START;
      site.smtp.refuse(true);
      let quote;
      try {
        quote = await sentQuote(site.app, site.store, now);
        await sendVersion(site.store, quote.enquiryId, now);
        // An attempt at v1 begun before v2 was sent is refused, not let through by the
        // mail server taking mail again while it is on its way: wait until none is on its way.
        const { enquiryId } = quote;
        await eventually(async () => {
          const first = await site.store.db
            .selectFrom('outbox')
            .select(['state', 'lease_until'])
            .where('enquiry_id', '=', enquiryId)
            .where('kind', '=', 'quote-sent')
            .where('quote_version', '=', 1)
            .executeTakeFirstOrThrow();
          return first.state !== 'pending' || first.lease_until === null;
        }, 30_000);
      } finally {
        site.smtp.refuse(false);
      }
      const subject = (version: number) =>
        new RegExp(`Your quote ${quote.reference} v${version} from Clydeside Shopfitters`);
      await eventually(() => mailTo('morag@example.co.uk', subject(2)).length === 1, 30_000);
      await eventually(async () => {
        const waiting = await site.store.db
          .selectFrom('outbox')
          .select('id')
          .where('enquiry_id', '=', quote.enquiryId)
          .where('state', '=', 'pending')
          .execute();
        return waiting.length === 0;
      }, 30_000);
      assert.equal(mailTo('morag@example.co.uk', subject(1)).length, 0);
    });

    if (storeKind === 'postgres') {
      test('two instances on one database send the e-mail of a version once, and both serve the link', async () => {
        now = START;
        const other = await site.another();
        try {
          const quotes = await Promise.all(
            Array.from({ length: 4 }, () => sentQuote(site.app, site.store, now)),
          );
          for (const quote of quotes) {
            assert.equal((await other.app.inject({ url: quote.url })).statusCode, 200);
          }
          const subject = (reference: string) => new RegExp(`Your quote ${reference} v1 from`);
          await eventually(() =>
            quotes.every(
              ({ reference }) => mailTo('morag@example.co.uk', subject(reference)).length > 0,
            ),
          );
          await new Promise((resolve) => setTimeout(resolve, 1000));
          for (const { reference } of quotes) {
            assert.equal(mailTo('morag@example.co.uk', subject(reference)).length, 1, reference);
          }
        } finally {
          await other.close();
        }
      });
    }
  });
}
