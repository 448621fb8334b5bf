/**
 * The staff's side of invoices, on both stores (SQLite and a throwaway PostgreSQL), through
 * the routes with a clock the test sets: the enquiry's invoices panel and the invoice's page;
 * payments recorded, one above what is due refused with the form given back as typed; a
 * credit note citing the invoice, numbered CN- and e-mailed through the outbox; the one
 * reminder queued by the sweep however many instances sweep, then the call flag; the list
 * filtered by standing; the CSRF wall and an untrusted number in the address.
 */
import assert from 'node:assert/strict';
import { beforeAll, describe, test } from 'vitest';
import { addDays, londonDate } from '../sales/calendar';
import { FITTING, GRID, SELLER } from '../sales/fixtures/lines';
import { eraseEnquiry } from '../store/erasure';
import { queueReminders } from '../store/invoice-reminders';
import { issueIn } from '../store/invoices';
import type { Store } from '../store/connect';
import { sentQuote } from '../../support/customer-test-kit';
import { eventually } from '../../support/site';
import {
  acceptAs,
  pageWords,
  quoteByToken,
  signedIn,
  staffGet,
  staffPost,
  type StaffSession,
} from '../../support/staff-test-kit';
import { STORE_KINDS, withPostgres, withSite } from '../../support/store-sites';

const postgres = withPostgres();

const words = (html: string) => pageWords(html.replace(/<style>[^<]*<\/style>/g, ''));

/** The order's whole invoice, issued as the mark-Ready step will issue it: £599.98. */
async function invoiced(store: Store, enquiryId: string, reference: string, now: Date) {
  const issued = await store.db.transaction().execute((trx) =>
    issueIn(
      trx,
      enquiryId,
      {
        kind: 'full',
        order: {
          reference,
          po: 'PO-4471',
          name: 'Morag Campbell',
          billing: { company: 'Campbell Retail Ltd', address: '1 High St', postcode: 'PA1 1AA' },
          stage: 'ready',
          lines: [GRID, FITTING],
        },
        declaration: undefined,
        depositPercent: 0,
        termsDays: 14,
        seller: SELLER,
      },
      now,
      'not-configured',
    ),
  );
  assert.equal(issued.kind, 'issued');
  return issued.invoice;
}

for (const storeKind of STORE_KINDS) {
  describe(`invoices in the staff inbox on ${storeKind}`, () => {
    const clock = { now: new Date('2027-03-01T10:00:00Z') };
    const site = withSite(postgres, storeKind, 'staff_invoices', { clock: () => clock.now });
    let morag: StaffSession;
    beforeAll(async () => {
      morag = await signedIn(site.store, 'morag@example.co.uk');
    });
    const get = (url: string) => staffGet(site.app, morag, url);
    const post = (url: string, fields: Record<string, string>, token?: string) =>
      staffPost(site.app, morag, url, fields, token === undefined ? {} : { token });

    /** A quote sent and accepted: the order, with the deposit invoice at once if one is asked. */
    async function acceptedOrder(depositPercent = 0) {
      const validUntil = addDays(londonDate(clock.now), 30);
      const sent = await sentQuote(site.app, site.store, clock.now, { validUntil, depositPercent });
      const found = await quoteByToken(site.store, sent.token);
      const accepted = await acceptAs(site.store, found, {
        name: 'Morag Campbell',
        po: 'PO-4471',
        now: clock.now,
      });
      assert.equal(accepted.kind, 'accepted');
      return { id: sent.enquiryId, reference: sent.reference };
    }

    async function invoicedOrder() {
      const job = await acceptedOrder();
      const invoice = await invoiced(site.store, job.id, job.reference, clock.now);
      return { ...job, number: invoice.number, invoice };
    }
    const pay = (number: string, fields: Record<string, string>) =>
      post(`/staff/invoices/${number}/payments`, fields);
    const outboxOf = (kind: 'credit-note' | 'invoice-reminder') =>
      site.store.db.selectFrom('outbox').selectAll().where('kind', '=', kind).execute();

    test('the enquiry lists its invoice; its page says what is due; payments take it to Paid, one above what is due refused as typed', async () => {
      const job = await invoicedOrder();
      const enquiry = words((await get(`/staff/enquiries/${job.id}`)).body);
      assert.match(
        enquiry,
        new RegExp(`Invoices .*${job.number} Invoice .*£599\\.98 £599\\.98 Unpaid`),
      );
      const page = await get(`/staff/invoices/${job.number}`);
      assert.equal(page.statusCode, 200);
      assert.match(words(page.body), /Invoice INV-\d{5} Unpaid £599\.98 due now/);
      assert.match(page.body, /name="_csrf"/);

      const above = await pay(job.number, {
        amount: '600',
        receivedOn: londonDate(clock.now),
        method: 'bank-transfer',
      });
      assert.equal(above.statusCode, 400);
      assert.match(words(above.body), /That is more than is due: £599\.98 is still to pay on INV-/);
      assert.match(above.body, /id="amount"[^>]*value="600"/);
      assert.match(above.body, /id="method-bank-transfer"[^>]*checked=""/);

      const typo = await pay(job.number, { amount: 'ten', receivedOn: '2027-02-30', method: '' });
      assert.equal(typo.statusCode, 400);
      const typoWords = words(typo.body);
      assert.match(typoWords, /Enter the amount in pounds, like 1250\.50\./);
      assert.match(typoWords, /Enter a real date\./);
      assert.match(typoWords, /Choose how it was paid\./);

      const part = await pay(job.number, {
        amount: '£200.00',
        receivedOn: londonDate(clock.now),
        method: 'card-by-phone',
      });
      assert.equal(part.statusCode, 303);
      assert.equal(part.headers.location, `/staff/invoices/${job.number}?done=payment`);
      const partWords = words((await get(String(part.headers.location))).body);
      assert.match(partWords, /Part paid £399\.98 due now/);
      assert.match(partWords, /Payment recorded\./);
      assert.match(partWords, /£200\.00 Card by phone .* by morag@example\.co\.uk/);

      const rest = await pay(job.number, {
        amount: '399.98',
        receivedOn: londonDate(clock.now),
        method: 'cash',
      });
      assert.equal(rest.statusCode, 303);
      const paid = words((await get(`/staff/invoices/${job.number}`)).body);
      assert.match(paid, /Paid £0\.00 due now/);
      assert.doesNotMatch(paid, /Record a payment/);
      const again = await pay(job.number, {
        amount: '1',
        receivedOn: londonDate(clock.now),
        method: 'cash',
      });
      assert.equal(again.statusCode, 409);
      assert.match(words(again.body), /Not recorded\. INV-\d{5} is paid in full/);
    });

    test('two instances taking the whole amount at once record it once', async () => {
      const job = await invoicedOrder();
      // Two servers share a PostgreSQL; an SQLite file is one server's, asked twice at once.
      const other = storeKind === 'postgres' ? await site.another() : undefined;
      try {
        const fields = {
          amount: '599.98',
          receivedOn: londonDate(clock.now),
          method: 'bank-transfer',
        };
        const url = `/staff/invoices/${job.number}/payments`;
        const answers = await Promise.all([
          staffPost(site.app, morag, url, fields),
          staffPost(other?.app ?? site.app, morag, url, fields),
          staffPost(site.app, morag, url, fields),
        ]);
        const codes = answers.map((answer) => answer.statusCode).sort();
        assert.equal(codes.filter((code) => code === 303).length, 1, String(codes));
        const rows = await site.store.db
          .selectFrom('payments')
          .innerJoin('invoices', 'invoices.id', 'payments.invoice_id')
          .select('payments.amount_pence')
          .where('invoices.enquiry_id', '=', job.id)
          .execute();
        assert.deepEqual(
          rows.map((row) => Number(row.amount_pence)),
          [59_998],
        );
      } finally {
        await other?.close();
      }
    });

    test('two instances crediting the whole invoice at once issue one credit note, and a refusal uses no number', async () => {
      const job = await invoicedOrder();
      const lastNumber = async () =>
        Number(
          (
            await site.store.db
              .selectFrom('document_numbers')
              .select('last')
              .where('series', '=', 'credit-note')
              .executeTakeFirstOrThrow()
          ).last,
        );
      const before = await lastNumber();
      const other = storeKind === 'postgres' ? await site.another() : undefined;
      try {
        const fields = { scope: 'whole', reason: 'Order cancelled' };
        const url = `/staff/invoices/${job.number}/credit-notes`;
        const answers = await Promise.all([
          staffPost(site.app, morag, url, fields),
          staffPost(other?.app ?? site.app, morag, url, fields),
        ]);
        const codes = answers.map((answer) => answer.statusCode).sort();
        assert.deepEqual(codes, [303, 409]);
      } finally {
        await other?.close();
      }
      assert.equal(await lastNumber(), before + 1);
      const refused = await post(`/staff/invoices/${job.number}/credit-notes`, {
        scope: 'whole',
        reason: 'Again',
      });
      assert.equal(refused.statusCode, 409);
      assert.match(words(refused.body), /No credit note issued\. INV-\d{5} is credited in full/);
      assert.equal(await lastNumber(), before + 1);
    });

    /** A quote asking a 30% deposit, accepted: the deposit invoice is issued at once. */
    const depositOrder = () => acceptedOrder(30);
    const invoicesOfJob = async (job: { id: string }) =>
      (
        await site.store.db
          .selectFrom('invoices')
          .select(['number', 'kind', 'document'])
          .where('enquiry_id', '=', job.id)
          .orderBy('number')
          .execute()
      ).map((row) => ({
        kind: row.kind,
        number: `INV-${String(row.number).padStart(5, '0')}`,
        totals: (JSON.parse(row.document) as { totals: { payable: number } }).totals,
        deducts: (JSON.parse(row.document) as { deducts?: string }).deducts,
      }));
    const markReady = async (job: { id: string }) => {
      const page = (await get(`/staff/enquiries/${job.id}`)).body;
      const seen = page.match(/name="seen" value="([^"]+)"/)?.[1] ?? '';
      const moved = await post(`/staff/enquiries/${job.id}/order`, {
        seen,
        action: 'mark-ready',
        way: 'collection',
      });
      assert.equal(moved.statusCode, 303, words(moved.body));
    };

    test('a deposit credited in full is not deducted at Ready: the order is invoiced whole', async () => {
      const job = await depositOrder();
      const [deposit] = await invoicesOfJob(job);
      assert.equal(deposit?.kind, 'deposit');
      assert.equal(deposit.totals.payable, 17_999);
      const credited = await post(`/staff/invoices/${deposit.number}/credit-notes`, {
        scope: 'whole',
        reason: 'Wrong PO number',
      });
      assert.equal(credited.statusCode, 303);
      await markReady(job);
      const [, whole] = await invoicesOfJob(job);
      assert.equal(whole?.kind, 'full');
      assert.equal(whole.deducts, undefined);
      assert.equal(whole.totals.payable, 59_998, 'the whole order, nothing taken off');
    });

    test('after a credit note takes an invoice off in full, staff issue it again from the enquiry, once', async () => {
      const job = await depositOrder();
      const [deposit] = await invoicesOfJob(job);
      assert.ok(deposit);
      const before = await get(`/staff/enquiries/${job.id}`);
      assert.doesNotMatch(words(before.body), /is due again/, 'nothing due while it stands');
      await post(`/staff/invoices/${deposit.number}/credit-notes`, {
        scope: 'whole',
        reason: 'Wrong PO number',
      });
      const page = words((await get(`/staff/enquiries/${job.id}`)).body);
      assert.match(
        page,
        /A credit note took an invoice off in full, so the deposit invoice is due again\. .* Issue the deposit invoice/,
      );
      const url = `/staff/enquiries/${job.id}/invoice`;
      assert.equal((await post(url, { kind: 'deposit' }, '')).statusCode, 403, 'no token');
      assert.equal((await post(url, { kind: 'balance' })).statusCode, 409, 'a kind not due');

      const issued = await post(url, { kind: 'deposit' });
      assert.equal(issued.statusCode, 303, words(issued.body));
      const invoices = await invoicesOfJob(job);
      const again = invoices.at(-1);
      assert.equal(invoices.length, 2);
      assert.equal(again?.kind, 'deposit');
      assert.deepEqual(again.totals, deposit.totals);
      assert.equal(issued.headers.location, `/staff/invoices/${again.number}?done=issued`);
      assert.match(
        words((await get(String(issued.headers.location))).body),
        /Invoice issued\. Its email to the customer is listed with the enquiry\./,
      );
      const mails = await site.store.db
        .selectFrom('outbox')
        .select('kind')
        .where('enquiry_id', '=', job.id)
        .where('kind', '=', 'invoice')
        .execute();
      assert.equal(mails.length, 2, 'the new invoice is e-mailed, as the first was');

      // Pressed again, from the page as it was: refused, and no number used up.
      const twice = await post(url, { kind: 'deposit' });
      assert.equal(twice.statusCode, 409);
      assert.match(words(twice.body), /No invoice issued/);
      assert.equal((await invoicesOfJob(job)).length, 2);
      assert.doesNotMatch(words((await get(`/staff/enquiries/${job.id}`)).body), /is due again/);

      // At Ready the balance deducts the deposit that stands, the new one.
      await markReady(job);
      const balance = (await invoicesOfJob(job)).at(-1);
      assert.equal(balance?.kind, 'balance');
      assert.equal(balance.deducts, again.number);
      assert.equal(balance.totals.payable + again.totals.payable, 59_998);
    });

    test('a payment and a credit note need the page they were made on, and a number that is an invoice', async () => {
      const job = await invoicedOrder();
      const fields = { amount: '10', receivedOn: londonDate(clock.now), method: 'cash' };
      assert.equal(
        (await post(`/staff/invoices/${job.number}/payments`, fields, '')).statusCode,
        403,
      );
      const credit = { scope: 'whole', reason: 'Wrong grid' };
      assert.equal(
        (await post(`/staff/invoices/${job.number}/credit-notes`, credit, 'x')).statusCode,
        403,
      );
      const none = await site.store.db.selectFrom('payments').selectAll().execute();
      assert.equal(none.filter((row) => row.amount_pence === 1000).length, 0);
      assert.equal((await get('/staff/invoices/INV-99999')).statusCode, 404);
      assert.equal((await get('/staff/invoices/INV-000001')).statusCode, 404);
      assert.equal((await get('/staff/invoices/CS-4821')).statusCode, 400);
      assert.equal((await get("/staff/invoices/INV-1'or'1")).statusCode, 400);
    });

    test('a credit note cites the invoice, takes the next CN number, queues its e-mail and leaves the invoice Credited', async () => {
      const job = await invoicedOrder();
      const before = (await outboxOf('credit-note')).length;
      const nothing = await post(`/staff/invoices/${job.number}/credit-notes`, {
        scope: 'lines',
        reason: '',
        'credit-0': 'x',
      });
      assert.equal(nothing.statusCode, 400);
      assert.match(words(nothing.body), /Give the reason for the credit/);
      assert.match(words(nothing.body), /Line 1: Enter a whole number, or leave it empty\./);
      const tooMany = await post(`/staff/invoices/${job.number}/credit-notes`, {
        scope: 'lines',
        reason: 'Two grids came back',
        'credit-0': '4',
      });
      assert.equal(tooMany.statusCode, 409);
      assert.match(words(tooMany.body), /more than is left to credit/);
      assert.match(tooMany.body, /id="reason"[^>]*value="Two grids came back"/);

      const part = await post(`/staff/invoices/${job.number}/credit-notes`, {
        scope: 'lines',
        reason: 'Two grids came back',
        'credit-0': '2',
      });
      assert.equal(part.statusCode, 303);
      const whole = await post(`/staff/invoices/${job.number}/credit-notes`, {
        scope: 'whole',
        reason: 'Order cancelled',
      });
      assert.equal(whole.statusCode, 303);
      const page = words((await get(`/staff/invoices/${job.number}`)).body);
      assert.match(page, /Credited £0\.00 due now/);
      const numbers = [...page.matchAll(/CN-\d{5}/g)].map((match) => match[0]);
      assert.equal(new Set(numbers).size, 2);
      assert.doesNotMatch(page, /Issue a credit note/);
      const mails = await outboxOf('credit-note');
      assert.equal(mails.length, before + 2);
      const notes = await site.store.db
        .selectFrom('credit_notes')
        .innerJoin('invoices', 'invoices.id', 'credit_notes.invoice_id')
        .select(['credit_notes.id', 'credit_notes.credited_pence'])
        .where('invoices.enquiry_id', '=', job.id)
        .execute();
      assert.deepEqual(
        notes.map((note) => Number(note.credited_pence)).reduce((a, b) => a + b, 0),
        59_998,
      );
      for (const note of notes) {
        assert.ok(
          mails.some((mail) => mail.credit_note_id === note.id && mail.enquiry_id === job.id),
        );
      }
    });

    test('the reminder is queued once, 7 days after the due date, by two sweeps at once; then the invoice asks for a call', async () => {
      const job = await invoicedOrder();
      const start = clock.now;
      try {
        const remindersOf = async () =>
          (await outboxOf('invoice-reminder')).filter((mail) => mail.enquiry_id === job.id).length;
        clock.now = new Date(`${addDays(job.invoice.dueDate, 1)}T10:00:00Z`);
        await queueReminders(site.store, { now: clock.now, mail: 'not-configured' });
        assert.equal(await remindersOf(), 0, 'overdue, but not 7 days yet');
        assert.doesNotMatch(words((await get('/staff')).body), new RegExp(job.number));
        assert.match(words((await get(`/staff/invoices/${job.number}`)).body), /Overdue/);
        const overdue = words((await get('/staff/invoices?standing=overdue')).body);
        assert.match(overdue, new RegExp(job.number));

        clock.now = new Date(`${addDays(job.invoice.dueDate, 7)}T10:00:00Z`);
        const other = await site.another();
        try {
          await Promise.all([
            queueReminders(site.store, { now: clock.now, mail: 'not-configured' }),
            queueReminders(other.store, { now: clock.now, mail: 'not-configured' }),
            queueReminders(site.store, { now: clock.now, mail: 'not-configured' }),
          ]);
        } finally {
          await other.close();
        }
        await queueReminders(site.store, { now: clock.now, mail: 'not-configured' });
        assert.equal(await remindersOf(), 1);
        const page = words((await get(`/staff/invoices/${job.number}`)).body);
        assert.match(page, /Overdue Call the customer/);
        assert.match(page, /Reminder Sent/);
        const inbox = words((await get('/staff')).body);
        assert.match(inbox, new RegExp(`Call the customer .*${job.number} Morag Campbell`));
        const unpaid = words((await get('/staff/invoices?standing=unpaid')).body);
        assert.doesNotMatch(unpaid, new RegExp(job.number));
      } finally {
        clock.now = start;
      }
    });

    test("the inbox's search finds the job by its invoice's or credit note's number, as people type it", async () => {
      const job = await invoicedOrder();
      const credited = await post(`/staff/invoices/${job.number}/credit-notes`, {
        scope: 'lines',
        reason: 'One grid came back',
        'credit-0': '1',
      });
      assert.equal(credited.statusCode, 303);
      const note = await site.store.db
        .selectFrom('credit_notes')
        .innerJoin('invoices', 'invoices.id', 'credit_notes.invoice_id')
        .select('credit_notes.number')
        .where('invoices.enquiry_id', '=', job.id)
        .executeTakeFirstOrThrow();
      const sequence = Number(job.number.slice(4));
      const found = async (q: string) =>
        (await get(`/staff/api/enquiries?q=${encodeURIComponent(q)}`))
          .json<{ rows: { reference: string }[] }>()
          .rows.map((row) => row.reference);
      for (const q of [job.number, `inv ${sequence}`, `INV${sequence}`, `cn-${note.number}`]) {
        assert.deepEqual(await found(q), [job.reference], q);
      }
      assert.deepEqual(await found('INV-99999'), []);
      assert.deepEqual(await found('CN-99999'), []);
      const inbox = words((await get(`/staff?q=${job.number}`)).body);
      assert.match(inbox, new RegExp(job.reference));
    });

    test('an erased enquiry keeps its invoices whole, and the enquiry page still lists them', async () => {
      const job = await invoicedOrder();
      await pay(job.number, { amount: '100', receivedOn: londonDate(clock.now), method: 'cash' });
      assert.ok(await eraseEnquiry(site.store, job.id, 'morag@example.co.uk'));
      const row = await site.store.db
        .selectFrom('invoices')
        .select(['document', 'enquiry_id'])
        .where('enquiry_id', '=', job.id)
        .executeTakeFirstOrThrow();
      assert.deepEqual(JSON.parse(row.document), JSON.parse(JSON.stringify(job.invoice)));
      const page = words((await get(`/staff/invoices/${job.number}`)).body);
      assert.match(page, /Morag Campbell, Campbell Retail Ltd/);
      assert.match(page, /Part paid £499\.98 due now/);
      assert.match(words((await get(`/staff/enquiries/${job.id}`)).body), new RegExp(job.number));
    });
  });
}

for (const storeKind of STORE_KINDS) {
  describe(`the invoice reminder through a real mail server on ${storeKind}`, () => {
    // Before the real day: the outbox sends what is due by the real clock.
    const clock = { now: new Date('2026-09-01T10:00:00Z') };
    const site = withSite(postgres, storeKind, 'invoice_reminder', {
      clock: () => clock.now,
      mail: true,
    });

    test('the customer is e-mailed the reminder once, with what is still due and how to pay; a paid invoice gets none', async () => {
      const validUntil = addDays(londonDate(clock.now), 30);
      const jobs = [];
      for (const po of ['PO-1', 'PO-2']) {
        const sent = await sentQuote(site.app, site.store, clock.now, { validUntil });
        const found = await quoteByToken(site.store, sent.token);
        await acceptAs(site.store, found, { name: 'Morag Campbell', po, now: clock.now });
        jobs.push(await invoiced(site.store, sent.enquiryId, sent.reference, clock.now));
      }
      const [owing, paid] = jobs;
      assert.ok(owing && paid);
      const morag = await signedIn(site.store, 'morag@example.co.uk');
      const settled = await staffPost(site.app, morag, `/staff/invoices/${paid.number}/payments`, {
        amount: '599.98',
        receivedOn: londonDate(clock.now),
        method: 'bank-transfer',
      });
      assert.equal(settled.statusCode, 303);

      clock.now = new Date(`${addDays(owing.dueDate, 7)}T10:00:00Z`);
      for (let sweep = 0; sweep < 3; sweep += 1) {
        await queueReminders(site.store, { now: clock.now, mail: 'pending' });
        site.app.mail.wake();
      }
      const reminders = () =>
        site.smtp.received.filter((mail) =>
          /Reminder: invoice INV-\d{5} is overdue/.test(mail.raw.replace(/=\r?\n/g, '')),
        );
      await eventually(() => reminders().length >= 1);
      await eventually(async () => {
        const rows = await site.store.db
          .selectFrom('outbox')
          .select('state')
          .where('kind', '=', 'invoice-reminder')
          .execute();
        return rows.length === 1 && rows[0]?.state === 'sent';
      });
      const [mail] = reminders();
      assert.equal(reminders().length, 1);
      assert.deepEqual(mail?.to, ['morag@example.co.uk']);
      const raw = mail?.raw.replace(/=\r?\n/g, '') ?? '';
      assert.match(raw, new RegExp(`Reminder: invoice ${owing.number} is overdue`));
      assert.match(raw, /Still to pay: =C2=A3599\.98|Still to pay: £599\.98/);
      assert.match(raw, new RegExp(`Payment reference: ${owing.number}`));
      assert.match(raw, /Sort code: 12-34-56/);
      assert.doesNotMatch(raw, new RegExp(paid.number));
    });
  });
}
