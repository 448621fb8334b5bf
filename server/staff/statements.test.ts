/**
 * The bank statement import and the accountant's exports, through the routes on both stores
 * with a clock the test sets, with the published CSV layouts of three UK banks
 * (server/sales/fixtures): the columns chosen once per bank and kept; each credit proposed
 * against the open invoice its reference names; nothing recorded until confirmed; the same
 * statement imported and confirmed twice records nothing twice; the rest listed for a person;
 * the walls (session, CSRF) on the file forms; the Xero and payments CSVs of a period.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, test } from 'vitest';
import { XERO_COLUMNS } from '../sales/xero-export';
import { issueTestInvoice } from '../../support/invoice-test-kit';
import {
  ORIGIN,
  pageWords,
  signedIn,
  staffGet,
  type StaffSession,
} from '../../support/staff-test-kit';
import { STORE_KINDS, withPostgres, withSite } from '../../support/store-sites';
import { PAYMENT_COLUMNS } from './payments-csv';

const fixture = (name: string) =>
  readFileSync(new URL(`../sales/fixtures/${name}.csv`, import.meta.url), 'utf8');
const NATWEST = fixture('natwest');
const BANK_OF_SCOTLAND = fixture('bank-of-scotland');
const NATIONWIDE = fixture('nationwide');

/** A form with a file, as the browser sends it (multipart), from the inbox's own page. */
async function postFile(
  app: FastifyInstance,
  session: StaffSession,
  url: string,
  fields: Record<string, string | string[]>,
  { token = session.csrfToken }: { token?: string } = {},
) {
  const form = new FormData();
  if (token) form.append('_csrf', token);
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (name === 'statement')
        form.append(name, new Blob([item], { type: 'text/csv' }), 'statement.csv');
      else form.append(name, item);
    }
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url,
    headers: {
      cookie: `staff_session=${session.id}`,
      origin: ORIGIN,
      'content-type': request.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const words = (html: string) => pageWords(html.replace(/<style>[^<]*<\/style>/g, ''));
const ticked = (html: string) =>
  Array.from(html.matchAll(/name="row"[^>]*value="([^"]+)"/g), (match) =>
    (match[1] ?? '')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"'),
  );

const postgres = withPostgres();

for (const storeKind of STORE_KINDS) {
  describe(`bank statements and exports on ${storeKind}`, () => {
    const clock = { now: new Date('2026-11-20T10:00:00Z') };
    const site = withSite(postgres, storeKind, 'statements', { clock: () => clock.now });
    let morag: StaffSession;
    const ids: string[] = [];
    beforeAll(async () => {
      morag = await signedIn(site.store, 'morag@example.co.uk');
      // INV-00001 £299.99, INV-00002 and 3 £120.00, INV-00004 £200.00, INV-00005 £1,250.00.
      for (const exVatPence of [24_999, 10_000, 10_000, 16_667, 104_167]) {
        const company = ids.length === 0 ? 'Campbell Retail Ltd' : '';
        ids.push((await issueTestInvoice(site.store, { exVatPence, now: clock.now, company })).id);
      }
      clock.now = new Date('2026-11-29T10:00:00Z');
    });

    const post = (url: string, fields: Record<string, string | string[]>) =>
      postFile(site.app, morag, url, fields);
    const payments = () =>
      site.store.db
        .selectFrom('payments')
        .select([
          'invoice_id',
          'amount_pence',
          'received_on',
          'method',
          'statement_row',
          'recorded_by',
        ])
        .orderBy('received_on')
        .orderBy('amount_pence')
        .execute();

    test("a bank's first statement asks for its columns, keeping what was chosen when one is missing", async () => {
      const first = await post('/staff/statements', { statement: NATWEST });
      assert.equal(first.statusCode, 200);
      assert.match(words(first.body), /Which column is which/);
      assert.match(first.body, /<option value="Description">Description<\/option>/);

      const missing = await post('/staff/statements/columns', {
        statement: NATWEST,
        date: 'Date',
        amountStyle: 'signed',
      });
      assert.equal(missing.statusCode, 400);
      const said = words(missing.body);
      assert.match(said, /Tick the column or columns that hold the payer’s reference/);
      assert.match(said, /Choose the column that holds the amount/);
      // What was chosen stays chosen, and the statement stays with the form.
      assert.match(missing.body, /<option value="Date" selected="">Date<\/option>/);
      assert.match(missing.body, /name="statement" value="[^"]*CAMPBELL RETAIL, INV 00001/);
      assert.equal((await payments()).length, 0);
    });

    test('with its columns chosen, each credit is proposed against the invoice it names; nothing is recorded yet', async () => {
      const read = await post('/staff/statements/columns', {
        statement: NATWEST,
        date: 'Date',
        description: ['Description'],
        amountStyle: 'signed',
        amount: 'Value',
      });
      assert.equal(read.statusCode, 200);
      const said = words(read.body);
      assert.match(said, /Payments to record/);
      assert.match(said, /CAMPBELL RETAIL, INV 00001 £299\.99 INV-00001 Campbell Retail Ltd/);
      assert.match(said, /INVOICE 5 THANK YOU £75\.00 Names no open invoice/);
      assert.doesNotMatch(said, /HMRC VAT/);
      assert.equal(ticked(read.body).length, 1);
      assert.equal((await payments()).length, 0);

      // The choice is kept: the same bank's statement is read at once next time.
      const again = await post('/staff/statements', { statement: NATWEST });
      assert.match(words(again.body), /Payments to record/);
    });

    test('a second bank chooses its own columns once; both are kept', async () => {
      const first = await post('/staff/statements', { statement: BANK_OF_SCOTLAND });
      assert.match(words(first.body), /Which column is which/);
      const read = await post('/staff/statements/columns', {
        statement: BANK_OF_SCOTLAND,
        date: 'Transaction Date',
        description: ['Transaction Description'],
        amountStyle: 'split',
        paidIn: 'Credit Amount',
        paidOut: 'Debit Amount',
      });
      const said = words(read.body);
      assert.equal(ticked(read.body).length, 3, said);
      assert.match(said, /CAMPBELL RETAIL LTD INV-00001 £299\.99 INV-00001/);
      assert.match(said, /FRASER SHOPS inv 4 £100\.00 INV-00004/);
      assert.match(
        said,
        /MCLEAN INTERIORS INV00002 INV00003 £1,200\.00 Names more than one open invoice/,
      );
      assert.match(said, /A SANDHU CS-4821 £50\.00 Names no open invoice/);
      assert.match(said, /Line 8 of the file could not be read/);
      const kept = await site.store.db.selectFrom('kept_choices').selectAll().execute();
      assert.equal(kept.length, 1);
      assert.equal(JSON.parse(kept[0]?.value ?? '[]').length, 2);
      assert.equal(kept[0]?.updated_by, 'morag@example.co.uk');
      assert.match(
        words((await post('/staff/statements', { statement: NATWEST })).body),
        /Payments to record/,
      );
    });

    test('confirming records the ticked payments only; the statement imported and confirmed again records nothing twice', async () => {
      const read = await post('/staff/statements', { statement: BANK_OF_SCOTLAND });
      const rows = ticked(read.body);
      // The first of INV-00004's two payments is left unticked this time.
      const chosen = rows.filter((_row, index) => index !== 1);
      const confirmed = await post('/staff/statements/confirm', {
        statement: BANK_OF_SCOTLAND,
        row: chosen,
      });
      assert.equal(confirmed.statusCode, 303);
      assert.equal(confirmed.headers.location, '/staff/statements?recorded=2&already=0&refused=0');
      const page = await staffGet(site.app, morag, String(confirmed.headers.location));
      assert.match(words(page.body), /2 payments recorded\./);
      const recorded = await payments();
      assert.deepEqual(
        recorded.map((row) => [
          row.invoice_id,
          Number(row.amount_pence),
          row.received_on,
          row.method,
          row.recorded_by,
        ]),
        [
          [ids[3], 10_000, '2026-11-26', 'bank-transfer', 'morag@example.co.uk'],
          [ids[0], 29_999, '2026-11-28', 'bank-transfer', 'morag@example.co.uk'],
        ],
      );
      assert.ok(recorded.every((row) => row.statement_row));

      // Again: what was recorded is listed as recorded before; the unticked one is still offered.
      const twice = await post('/staff/statements', { statement: BANK_OF_SCOTLAND });
      assert.match(
        words(twice.body),
        /2 payments on this statement were recorded from an earlier upload/,
      );
      assert.equal(ticked(twice.body).length, 1);
      const again = await post('/staff/statements/confirm', {
        statement: BANK_OF_SCOTLAND,
        row: rows,
      });
      assert.equal(again.headers.location, '/staff/statements?recorded=1&already=2&refused=0');
      assert.equal((await payments()).length, 3);
      const thrice = await post('/staff/statements/confirm', {
        statement: BANK_OF_SCOTLAND,
        row: rows,
      });
      assert.equal(thrice.headers.location, '/staff/statements?recorded=0&already=3&refused=0');
      assert.equal((await payments()).length, 3);

      // INV-00001 is paid now: NatWest's payment of it is for a person to look at.
      const natwest = await post('/staff/statements', { statement: NATWEST });
      assert.match(
        words(natwest.body),
        /CAMPBELL RETAIL, INV 00001 £299\.99 Names no open invoice/,
      );
    });

    test('a statement with rows above its header and thousands separators is read, and its columns can be chosen again', async () => {
      // And a payment of more than its invoice (INV-00002, £120.00) asks for.
      const statement = `${NATIONWIDE.trimEnd()}\n"29 Nov 2026","Bank credit","FRASER INV00002","","£500.00","£12,845.67"\n`;
      const read = await post('/staff/statements/columns', {
        statement,
        date: 'Date',
        description: ['Description', 'Transaction type'],
        amountStyle: 'split',
        paidIn: 'Paid in',
        paidOut: 'Paid out',
      });
      assert.equal(read.statusCode, 200);
      assert.match(
        words(read.body),
        /FRASER INV00002 Bank credit £500\.00 More than is due on INV-00002/,
      );
      assert.match(
        words(read.body),
        /28 November 2026 MCLEAN INTERIORS REF INV-00005 Bank credit £1,250\.00 INV-00005 Ailsa Campbell £1,250\.00/,
      );
      const again = await post('/staff/statements/columns', { statement: NATIONWIDE, again: '1' });
      assert.match(words(again.body), /Which column is which/);
      assert.match(again.body, /<option value="Paid in" selected="">Paid in<\/option>/);
      assert.match(again.body, /checked="" value="Transaction type"/);
      assert.equal((await payments()).length, 3);
    });

    test('a file that is not a statement, and a post without the page’s token, are refused', async () => {
      const empty = await post('/staff/statements', { statement: '' });
      assert.equal(empty.statusCode, 400);
      assert.match(words(empty.body), /Choose the CSV file your online banking exported/);
      const notCsv = await post('/staff/statements', { statement: '%PDF-1.7\nnot a statement' });
      assert.equal(notCsv.statusCode, 400);
      assert.match(words(notCsv.body), /no row of column names/);
      const forged = await postFile(
        site.app,
        morag,
        '/staff/statements/confirm',
        { statement: BANK_OF_SCOTLAND, row: 'x' },
        { token: '' },
      );
      assert.equal(forged.statusCode, 403);
      const stranger = await site.app.inject({ method: 'POST', url: '/staff/statements/confirm' });
      assert.equal(stranger.statusCode, 401);
      assert.equal((await payments()).length, 3);
    });

    test('the accountant gets the period’s invoices in Xero’s layout and its payments', async () => {
      const chooser = await staffGet(site.app, morag, '/staff/exports');
      assert.equal(chooser.statusCode, 200);
      assert.match(chooser.body, /name="from"[^>]*value="2026-10-01"/);
      assert.match(chooser.body, /name="to"[^>]*value="2026-10-31"/);

      const xero = await staffGet(
        site.app,
        morag,
        '/staff/exports/xero.csv?from=2026-11-01&to=2026-11-30',
      );
      assert.equal(xero.statusCode, 200);
      assert.match(String(xero.headers['content-type']), /^text\/csv/);
      assert.match(
        String(xero.headers['content-disposition']),
        /xero-invoices-2026-11-01-to-2026-11-30\.csv/,
      );
      const lines = xero.body.trimEnd().split('\r\n');
      assert.equal(lines[0], XERO_COLUMNS.join(','));
      assert.equal(lines.length, 6);
      assert.equal(
        lines[1],
        'Campbell Retail Ltd,INV-00001,CS-4821,20/11/2026,04/12/2026,"Slatwall panels, fitted",1,249.99,200,20% (VAT on Income)',
      );

      const none = await staffGet(
        site.app,
        morag,
        '/staff/exports/xero.csv?from=2026-12-01&to=2026-12-31',
      );
      assert.equal(none.body, `${XERO_COLUMNS.join(',')}\r\n`);

      const paid = await staffGet(
        site.app,
        morag,
        '/staff/exports/payments.csv?from=01/11/2026&to=30/11/2026',
      );
      const paidLines = paid.body.trimEnd().split('\r\n');
      assert.equal(paidLines[0], PAYMENT_COLUMNS.map((name) => `"${name}"`).join(','));
      assert.equal(paidLines.length, 4);
      assert.match(
        paidLines[3] ?? '',
        /^"28\/11\/2026","INV-00001","Campbell Retail Ltd","299\.99","Bank transfer","Yes","morag@example\.co\.uk"/,
      );

      const wrong = await staffGet(
        site.app,
        morag,
        '/staff/exports/payments.csv?from=2026-11-31&to=2026-11-01',
      );
      assert.equal(wrong.statusCode, 400);
      assert.match(words(wrong.body), /Enter the first day as a date/);
      assert.match(wrong.body, /name="from"[^>]*value="2026-11-31"/);
      const backwards = await staffGet(
        site.app,
        morag,
        '/staff/exports?from=2026-11-30&to=2026-11-01',
      );
      assert.match(words(backwards.body), /The last day must be on or after the first/);
    });
  });
}
