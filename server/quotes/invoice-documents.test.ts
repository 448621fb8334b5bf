/**
 * What the customer gets of an invoice (issue 38), on every store the server supports, with
 * a real SMTP server in this process and a clock the test moves: the invoice issued in a
 * transaction (as the acceptance and Ready will issue it) is e-mailed once with its PDF;
 * the order's page lists it with its standing and its PDF, made once and kept; "Deposit
 * paid" joins the timeline once the deposit is paid; a credit note citing it is listed and
 * e-mailed the same way; a link reaches its own order's documents and no other.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'vitest';
import { eventually } from '../../support/site';
import { STORE_KINDS, withPostgres } from '../../support/store-sites';
import {
  acceptAtPage,
  LINES,
  pdfText,
  sentQuote,
  type SentQuote,
  withQuoteSite,
} from '../../support/customer-test-kit';
import { decideCredit } from '../sales/credit-note';
import type { Invoice, Seller } from '../sales/invoice';
import type { Store } from '../store/connect';
import { takeNumber } from '../store/document-numbers';
import { issueIn } from '../store/invoices';
import { getOrder } from '../store/order-rows';

const postgres = withPostgres();

/** 20:00 in Glasgow on 25 November 2026. */
const START = new Date('2026-11-25T20:00:00Z');
const SELLER: Seller = {
  name: 'Clydeside Shopfitters Ltd',
  address: '12 Example Street, Glasgow G1 1AA',
  vatNumber: 'GB123456789',
  bank: { name: 'Example Bank', sortCode: '12-34-56', accountNumber: '12345678' },
};

/** The order's deposit invoice at 50%, issued as the acceptance's transaction will issue it. */
async function issueDeposit(store: Store, quote: SentQuote, now: Date) {
  const record = await getOrder(store.db, quote.enquiryId, quote.reference);
  assert.ok(record, 'the order exists');
  const { order } = record;
  const result = await store.db.transaction().execute((trx) =>
    issueIn(
      trx,
      quote.enquiryId,
      {
        kind: 'deposit',
        order: { ...order, lines: LINES },
        declaration: undefined,
        depositPercent: 50,
        termsDays: 14,
        seller: SELLER,
      },
      now,
      'pending',
    ),
  );
  assert.equal(result.kind, 'issued');
  return result.kind === 'issued' ? result : assert.fail('issued');
}

/** A credit note for the whole invoice with its e-mail, as helper "payments"' issue will write it. */
async function creditWhole(
  store: Store,
  enquiryId: string,
  invoiceId: string,
  invoice: Invoice,
  now: Date,
) {
  return store.db.transaction().execute(async (trx) => {
    const sequence = await takeNumber(trx, 'credit-note');
    const decided = decideCredit(
      invoice,
      [],
      { sequence, reason: 'Deposit taken in error.', lines: 'whole' },
      now,
    );
    assert.ok('next' in decided);
    const id = randomUUID();
    await trx
      .insertInto('credit_notes')
      .values({
        id,
        number: sequence,
        invoice_id: invoiceId,
        issued_at: decided.next.issuedAt,
        credited_pence: decided.next.totals.payable,
        document: JSON.stringify(decided.next),
      })
      .execute();
    await trx
      .insertInto('outbox')
      .values({
        id: randomUUID(),
        enquiry_id: enquiryId,
        kind: 'credit-note',
        quote_version: null,
        order_step: null,
        invoice_id: null,
        credit_note_id: id,
        words: null,
        state: 'pending',
        attempts: 0,
        next_attempt_at: now.toISOString(),
        created_at: now.toISOString(),
      })
      .execute();
    return decided.next;
  });
}

/** A mail's attachment by its file name, decoded. */
function attachment(raw: string, filename: string) {
  const at = raw.indexOf(`filename=${filename}`);
  assert.ok(at >= 0, `${filename} is attached`);
  const start = raw.indexOf('\r\n\r\n', at) + 4;
  const end = raw.indexOf('\r\n--', start);
  return Buffer.from(raw.slice(start, end).replace(/\s+/g, ''), 'base64');
}

const unfolded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=C2=A3/g, '£');

for (const storeKind of STORE_KINDS) {
  describe(`the customer's invoices on ${storeKind}`, () => {
    let now = START;
    const site = withQuoteSite(postgres, storeKind, 'invoice_documents', () => now);
    const mailsAbout = (number: string) =>
      site.smtp.received.filter((mail) => mail.raw.includes(`filename=${number}.pdf`));

    test('a deposit invoice is e-mailed once with its PDF, listed on the order page with its PDF kept once made, and "Deposit paid" follows its payment', async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now);
      await acceptAtPage(site.app, quote.url, {
        name: 'Morag Campbell',
        po: 'PO-8120',
        siteAddress: 'Unit 2\nPaisley',
        sitePostcode: 'PA1 1TJ',
      });
      const { id, invoice } = await issueDeposit(site.store, quote, now);
      // £599.98 inc VAT in all; half of £499.98 ex VAT is £249.99, VAT £50.00.
      assert.equal(invoice.totals.payable, 29_999);
      site.app.mail.wake();

      await eventually(() => mailsAbout(invoice.number).length === 1, 30_000);
      const mail = mailsAbout(invoice.number)[0];
      assert.ok(mail);
      assert.deepEqual(mail.to, ['morag@example.co.uk']);
      const text = unfolded(mail.raw);
      assert.match(
        text,
        new RegExp(`Subject: Your deposit invoice ${invoice.number} for order ${quote.reference}`),
      );
      assert.match(text, /Amount to pay: £299\.99/);
      assert.ok(text.includes(`/quotes/${quote.token}`), 'the order page is linked');
      const mailed = pdfText(attachment(mail.raw, `${invoice.number}.pdf`));
      for (const words of [
        `VAT invoice ${invoice.number}`,
        'Invoice for: Deposit of 50%',
        'VAT registration number GB123456789',
        'Due date: 9 December 2026',
        'Time of supply: 25 November 2026',
        `Please use ${invoice.number} as the payment reference`,
        'sort code 12-34-56, account number 12345678',
        'Morag Campbell',
        'PO-8120',
        '£249.99',
        '£50.00',
        '£299.99',
      ]) {
        assert.ok(
          mailed.replace(/\s+/g, ' ').includes(words),
          `the PDF holds "${words}":\n${mailed}`,
        );
      }

      // The order's page: the invoice, unpaid, with its PDF: the file the e-mail attached.
      const page = (await site.app.inject({ url: quote.url })).body;
      assert.ok(page.includes(`Deposit invoice ${invoice.number}`));
      assert.match(page, /<dt>Standing<\/dt><dd>Unpaid<\/dd>/);
      assert.match(page, /<dt>Still to pay<\/dt><dd>£299\.99<\/dd>/);
      assert.ok(!page.includes('Deposit paid'));
      const href = `/quotes/${quote.token}/documents/${invoice.number}`;
      assert.ok(page.includes(`href="${href}"`));
      // The e-mail made and kept it: HEAD gives its length, and never makes one itself.
      const head = await site.app.inject({ method: 'HEAD', url: href });
      assert.equal(head.statusCode, 200);
      assert.equal(
        Number(head.headers['content-length']),
        attachment(mail.raw, `${invoice.number}.pdf`).byteLength,
      );
      const download = await site.app.inject({ url: href });
      assert.equal(download.statusCode, 200);
      assert.equal(download.headers['content-type'], 'application/pdf');
      assert.match(
        String(download.headers['content-disposition']),
        new RegExp(`filename="${invoice.number}.pdf"`),
      );
      assert.ok(
        download.rawPayload.equals(attachment(mail.raw, `${invoice.number}.pdf`)),
        'made once, kept',
      );
      const kept = await site.store.db
        .selectFrom('document_pdfs')
        .select('number')
        .where('number', '=', invoice.number)
        .execute();
      assert.equal(kept.length, 1);

      // Paid in full (as staff record it): Paid, and "Deposit paid" on the timeline.
      now = new Date('2026-11-27T10:00:00Z');
      await site.store.db
        .insertInto('payments')
        .values({
          id: randomUUID(),
          invoice_id: id,
          amount_pence: 29_999,
          received_on: '2026-11-26',
          method: 'bank-transfer',
          recorded_at: now.toISOString(),
          recorded_by: 'sales@example.test',
          statement_row: null,
        })
        .execute();
      const paid = (await site.app.inject({ url: quote.url })).body;
      assert.match(paid, /<dt>Standing<\/dt><dd>Paid<\/dd>/);
      assert.match(
        paid,
        /<h3>Deposit paid<\/h3><p class="order-when"><time dateTime="2026-11-26">26 November 2026<\/time>/i,
      );

      // Only once: the worker has nothing more to send of it.
      site.app.mail.wake();
      await eventually(async () => {
        const rows = await site.store.db
          .selectFrom('outbox')
          .select('state')
          .where('invoice_id', '=', id)
          .execute();
        return rows.length === 1 && rows[0]?.state === 'sent';
      });
      assert.equal(mailsAbout(invoice.number).length, 1);
    });

    test("a credit note citing the invoice is e-mailed with its PDF and listed under it; another order's link reaches neither", async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now);
      await acceptAtPage(site.app, quote.url, {
        name: 'Morag Campbell',
        po: '',
        siteAddress: 'Unit 2\nPaisley',
        sitePostcode: 'PA1 1TJ',
      });
      const { id, invoice } = await issueDeposit(site.store, quote, now);
      const note = await creditWhole(site.store, quote.enquiryId, id, invoice, now);
      site.app.mail.wake();
      await eventually(() => mailsAbout(note.number).length === 1, 30_000);
      const mail = mailsAbout(note.number)[0];
      assert.ok(mail);
      assert.match(
        unfolded(mail.raw),
        new RegExp(`Subject: Credit note ${note.number} for invoice ${invoice.number}`),
      );
      const text = pdfText(attachment(mail.raw, `${note.number}.pdf`)).replace(/\s+/g, ' ');
      for (const words of [
        `Credit note ${note.number}`,
        `Credits invoice: ${invoice.number}`,
        'Deposit taken in error.',
        '£299.99',
      ]) {
        assert.ok(text.includes(words), `the credit note's PDF holds "${words}":\n${text}`);
      }
      const page = (await site.app.inject({ url: quote.url })).body;
      assert.ok(page.includes(`Credit note ${note.number}`));
      assert.match(page, /<dt>Standing<\/dt><dd>Credited<\/dd>/);
      assert.ok(page.includes(`href="/quotes/${quote.token}/documents/${note.number}"`));

      // Another order's link, a number that is no document, and a malformed one: not valid.
      const other = await sentQuote(site.app, site.store, now);
      await acceptAtPage(site.app, other.url, {
        name: 'Morag Campbell',
        po: '',
        siteAddress: 'Unit 2\nPaisley',
        sitePostcode: 'PA1 1TJ',
      });
      for (const number of [invoice.number, note.number, 'INV-99999']) {
        const refused = await site.app.inject({
          url: `/quotes/${other.token}/documents/${number}`,
        });
        assert.equal(refused.statusCode, 404, number);
        assert.notEqual(refused.headers['content-type'], 'application/pdf');
      }
      const malformed = await site.app.inject({
        url: `/quotes/${quote.token}/documents/INV-1;drop`,
      });
      assert.equal(malformed.statusCode, 400);
      const unpadded = await site.app.inject({
        url: `/quotes/${quote.token}/documents/INV-000001`,
      });
      assert.equal(unpadded.statusCode, 404);
    });
  });
}
