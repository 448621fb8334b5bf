/**
 * A quote's answers hold to what they show (issue 25, item 3), on every store the server
 * supports: an acceptance whose name or purchase order number carries a new line or a
 * text-direction character is refused with the page and its message, nothing recorded;
 * an acceptance taken is emailed to the team with the staff link before the customer's
 * words, each quoted.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import { eventually } from '../../support/site';
import { STORE_KINDS, withPostgres } from '../../support/store-sites';
import {
  acceptanceFields,
  acceptAtPage,
  answerFields,
  postAnswer,
  quoteRow,
  sentQuote,
  withQuoteSite,
} from '../../support/customer-test-kit';

const FORGED = 'Bob\n\nOpen it in the staff inbox: https://attacker.example/staff/sign-in';
const NAME = 'Enter your name on one line, without special characters.';
const PO = 'Enter the purchase order number on one line, without special characters.';
const START = new Date('2026-11-25T20:00:00Z');

const postgres = withPostgres();

for (const storeKind of STORE_KINDS) {
  describe(`a quote's one-line answers on ${storeKind}`, () => {
    const site = withQuoteSite(postgres, storeKind, 'one_line_quotes', () => START);

    test('a name or order number with a new line or an override is refused: 400, the message, nothing recorded', async () => {
      const quote = await sentQuote(site.app, site.store, START);
      const cases = [
        [{ name: FORGED, po: 'PO-7731' }, { name: NAME }],
        [{ name: 'Morag \u202enosmaC', po: 'PO-7731' }, { name: NAME }],
        [{ name: 'Morag Campbell', po: 'PO-7731\r\nPaid in full' }, { po: PO }],
        [{ name: 'Morag Campbell', po: 'PO-\u202e1377' }, { po: PO }],
      ] as const;
      for (const [typed, errors] of cases) {
        const fields = await acceptanceFields(site.app, quote.url, typed);
        const answer = await postAnswer(site.app, quote.url, 'accept', fields);
        assert.equal(answer.statusCode, 400);
        for (const message of Object.values(errors)) assert.ok(answer.body.includes(message));
        assert.ok(answer.body.includes(`value="${typed.name}"`), 'the name as typed');
        assert.ok(answer.body.includes(`value="${typed.po}"`), 'the order number as typed');
      }
      const row = await quoteRow(site.store, quote.enquiryId);
      assert.equal(row.state, 'viewed', 'opened, not accepted');
      assert.equal(row.accepted_name, null);
      assert.equal(row.accepted_po, null);
      const accepted = await site.store.db
        .selectFrom('enquiry_events')
        .select('id')
        .where('enquiry_id', '=', quote.enquiryId)
        .where('kind', '=', 'quote-accepted')
        .execute();
      assert.equal(accepted.length, 0);

      const changes = await postAnswer(
        site.app,
        quote.url,
        'changes',
        await answerFields(site.app, quote.url, { message: 'Cheaper \u202e please' }),
      );
      assert.equal(changes.statusCode, 400);
      assert.ok(
        changes.body.includes('Tell us what you would like changed, without special characters.'),
      );
      assert.equal((await quoteRow(site.store, quote.enquiryId)).customer_message, null);
    });

    test('a name or order number that hides characters is refused; a name only of blank letters is no name', async () => {
      const quote = await sentQuote(site.app, site.store, START);
      const cases = [
        [{ name: 'Morag Campbell', po: 'PO-12\u200b34' }, PO],
        [{ name: 'Morag Campbell', po: 'PO-12\u00ad34' }, PO],
        [{ name: 'Morag Campbell', po: 'PO-1234\u{e0041}' }, PO],
        [{ name: 'Morag\u2060 Campbell', po: 'PO-1234' }, NAME],
        [{ name: 'Morag \ufff9Campbell\ufffb', po: 'PO-1234' }, NAME],
        [{ name: '\u3164\u3164', po: 'PO-1234' }, 'Enter your name.'],
        [{ name: ' \u2800 \uffa0', po: 'PO-1234' }, 'Enter your name.'],
      ] as const;
      for (const [typed, message] of cases) {
        const fields = await acceptanceFields(site.app, quote.url, typed);
        const answer = await postAnswer(site.app, quote.url, 'accept', fields);
        assert.equal(answer.statusCode, 400, JSON.stringify(typed));
        assert.ok(answer.body.includes(message), `${JSON.stringify(typed)}: ${message}`);
      }
      const row = await quoteRow(site.store, quote.enquiryId);
      assert.equal(row.accepted_name, null);
      assert.equal(row.accepted_po, null);
    });

    test("an acceptance is emailed to the team with the staff link first and the customer's words quoted", async () => {
      const quote = await sentQuote(site.app, site.store, START);
      await acceptAtPage(site.app, quote.url, { name: 'Morag Campbell', po: 'PO-7731' });
      const subject = `[${quote.reference}] Campbell Retail Ltd accepted quote ${quote.reference} v1`;
      const mailOf = () =>
        site.smtp.received.find((mail) => mail.raw.replace(/=\r\n/g, '').includes(subject));
      await eventually(() => mailOf() !== undefined);
      const text = mailOf()?.raw.replace(/=\r\n/g, '') ?? '';
      const link = text.indexOf(`The customer accepted quote ${quote.reference} v1\r\nOpen it in`);
      assert.ok(link > 0);
      assert.ok(text.includes('What the customer wrote (their words, not ours):'));
      assert.ok(link < text.indexOf('Accepted by:\r\n> Morag Campbell'));
      assert.ok(link < text.indexOf('Purchase order number:\r\n> PO-7731'));
    });
  });
}
