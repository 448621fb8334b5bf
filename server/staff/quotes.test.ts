/**
 * The sales team's side of a quote, on both stores (SQLite and a throwaway PostgreSQL):
 * prepare it from a basket, save it (a stale save refused), send it as v1, revise to v2,
 * withdraw it; an accepted quote stays as it is; the inbox's pipeline, filter and CSV
 * with a clock the test sets; and the session, CSRF and Origin walls on every new route.
 */
import assert from 'node:assert/strict';
import { beforeAll, describe, test } from 'vitest';
import type { Response } from 'light-my-request';
import { recordView, requestChanges } from '../store/customer-answers';
import { saveEnquiry } from '../store/enquiries';
import type { EnquiryRow } from '../store/schema';
import { quoteRow } from '../../support/customer-test-kit';
import {
  acceptAs,
  ORIGIN,
  pageWords,
  quoteByHash,
  quoteByToken,
  signedIn,
  staffGet,
  staffPost,
  type StaffSession,
} from '../../support/staff-test-kit';
import { STORE_KINDS, withPostgres, withSite } from '../../support/store-sites';

const postgres = withPostgres();

/**
 * The attributes of the first <input> whose `attribute` is `value` (as React wrote them), or of
 * the <textarea> (a line's description and lead time), with its text as `value`.
 */
function input(html: string, value: string, attribute = 'name'): Record<string, string> {
  const tag = html.match(new RegExp(`<input[^>]*\\b${attribute}="${value}"[^>]*>`))?.[0];
  const box = html.match(
    new RegExp(`(<textarea[^>]*\\b${attribute}="${value}"[^>]*>)([^<]*)</textarea>`),
  );
  const attributes = Object.fromEntries(
    Array.from(
      (tag ?? box?.[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g),
      ([, name = '', text = '']) => [name, text],
    ),
  );
  return tag || !box ? attributes : { ...attributes, value: box[2] ?? '' };
}

interface Line {
  description: string;
  quantity: string;
  price: string;
  lead?: string;
  product?: string;
  remove?: boolean;
}
function lineFields(lines: Line[]) {
  const fields: Record<string, string> = {};
  lines.forEach((line, row) => {
    fields[`line-${row}-description`] = line.description;
    fields[`line-${row}-quantity`] = line.quantity;
    fields[`line-${row}-price`] = line.price;
    fields[`line-${row}-lead`] = line.lead ?? '';
    fields[`line-${row}-product`] = line.product ?? '';
    if (line.remove) fields[`line-${row}-remove`] = '1';
  });
  return fields;
}
const SHELF = {
  productId: 'standard-wall-shelf',
  name: 'Standard Wall Shelf',
  href: '/products/shelving/standard-wall-shelf',
  options: [],
  selection: { colour: 'grey', width: '1200', eposColor: 'none' },
  quantity: 2,
  // What the basket said then; the quote is priced from the catalogue now.
  unitPrice: 1,
  lineTotal: 2,
};
const CABINET = {
  ...SHELF,
  productId: 'premium-glass',
  selection: { size: '1800', glassType: 'frosted', ledColor: 'rgb' },
};

for (const storeKind of STORE_KINDS) {
  describe(`quotes in the staff inbox on ${storeKind}`, () => {
    const clock = { now: new Date('2026-11-25T10:00:00Z') };
    const site = withSite(postgres, storeKind, 'quotes', { clock: () => clock.now });
    let morag: StaffSession;
    let iain: StaffSession;
    beforeAll(async () => {
      morag = await signedIn(site.store, 'morag@example.co.uk');
      iain = await signedIn(site.store, 'iain@example.co.uk');
    });

    async function newEnquiry(lines: unknown[] = [], name = 'Priya Sandhu'): Promise<EnquiryRow> {
      const { enquiry } = await saveEnquiry(
        site.store,
        {
          kind: lines.length > 0 ? 'quote' : 'contact',
          spam: 0,
          name,
          email: 'priya@example.co.uk',
          phone: '0141 496 0000',
          company: 'Sandhu Stores',
          subject: 'quote',
          message: 'Please quote.',
          details: '{}',
          lines: lines.length > 0 ? JSON.stringify(lines) : null,
          total_pence: null,
          idempotency_key: null,
        },
        { mail: 'not-configured', now: clock.now },
      );
      return enquiry;
    }

    const get = (url: string, as = morag) => staffGet(site.app, as, url);
    const post = (
      url: string,
      fields: Record<string, string> = {},
      { as = morag, ...walls }: { as?: StaffSession; origin?: string; token?: string } = {},
    ) => staffPost(site.app, as, url, fields, walls);
    const revisionIn = (page: Response) =>
      page.body.match(/name="revision" value="(\d+)"/)?.[1] ?? '';

    async function prepare(enquiry: EnquiryRow) {
      const opened = await post(`/staff/enquiries/${enquiry.id}/quote/open`);
      assert.equal(opened.statusCode, 303);
      assert.equal(opened.headers.location, `/staff/enquiries/${enquiry.id}/quote`);
      return get(String(opened.headers.location));
    }
    async function send(enquiry: EnquiryRow, lines: Line[], validUntil: string, note = '') {
      const editor = await prepare(enquiry);
      const sent = await post(`/staff/enquiries/${enquiry.id}/quote`, {
        revision: revisionIn(editor),
        action: 'send',
        validUntil,
        note,
        ...lineFields(lines),
      });
      assert.equal(sent.statusCode, 303, sent.body);
      return sent;
    }
    const INSTALL: Line = { description: 'Installation', quantity: '1', price: '450.00' };

    test('the deposit and a line\'s construction mark reach the draft as posted; a deposit of "abc" is refused beside its field, kept as typed', async () => {
      const enquiry = await newEnquiry([SHELF]);
      const editor = await prepare(enquiry);
      const url = `/staff/enquiries/${enquiry.id}/quote`;
      const fields = {
        validUntil: '2026-12-20',
        ...lineFields([{ description: 'Shelf', quantity: '2', price: '120.83' }, INSTALL]),
        'line-1-construction': '1',
      };
      const refused = await post(url, {
        revision: revisionIn(editor),
        action: 'save',
        deposit: 'abc',
        ...fields,
      });
      assert.equal(refused.statusCode, 400);
      assert.match(
        pageWords(refused.body),
        /Enter the deposit as a whole percentage from 0 to 100, such as 30 \(0 for none\)\./,
      );
      assert.equal(input(refused.body, 'deposit').value, 'abc');
      assert.equal(input(refused.body, 'line-1-construction').checked, '');
      assert.equal(input(refused.body, 'line-0-construction').checked, undefined);

      const saved = await post(url, {
        revision: revisionIn(editor),
        action: 'save',
        deposit: '30',
        ...fields,
      });
      assert.equal(saved.statusCode, 303, saved.body);
      const row = await quoteRow(site.store, enquiry.id);
      assert.equal(Number(row.draft_deposit_percent), 30);
      assert.deepEqual(
        (JSON.parse(row.draft_lines ?? '[]') as { construction?: boolean }[]).map(
          (line) => line.construction === true,
        ),
        [false, true],
      );
      const again = await get(url);
      assert.equal(input(again.body, 'deposit').value, '30');
      assert.equal(input(again.body, 'line-1-construction').checked, '');
    });

    test('"Prepare quote" opens a draft priced again from the catalogue, with lead times', async () => {
      const enquiry = await newEnquiry([SHELF, CABINET]);
      const page = await get(`/staff/enquiries/${enquiry.id}`);
      assert.match(page.body, /<button class="button" type="submit">Prepare quote<\/button>/);
      assert.match(pageWords(page.body), /It starts from the 2 lines they asked for/);

      const editor = await prepare(enquiry);
      assert.equal(editor.statusCode, 200);
      const text = pageWords(editor.body);
      assert.match(text, new RegExp(`Quote for ${enquiry.reference} \\(draft of v1\\)`));
      // £145.00 inc VAT is £120.83 ex VAT (half up); £1,899.99 is £1,583.33.
      const value = (name: string) => input(editor.body, name).value;
      assert.equal(
        value('line-0-description'),
        'Standard Wall Shelf (Colour: Grey, Width: 1200mm, EPOS colour: None)',
      );
      assert.equal(value('line-0-price'), '120.83');
      assert.equal(value('line-1-price'), '1583.33');
      assert.equal(
        value('line-0-lead'),
        'Same day collection available; Estimated 2-3 day delivery',
      );
      assert.equal(value('line-1-lead'), 'Delivery in 7-10 days');
      assert.equal(value('line-1-product'), 'premium-glass');
      // What the buyer chose rides with each line, hidden, so the quote can be bought again.
      assert.equal(value('line-0-options'), 'colour~grey.eposColor~none.width~1200');
      assert.equal(value('line-1-options'), 'glassType~frosted.ledColor~rgb.size~1800');
      // Every field named for a screen reader by its line.
      assert.match(editor.body, /Quantity<span class="sr-only"> \(line 2\)<\/span>/);
      assert.match(editor.body, /Remove this line<span class="sr-only"> \(line 1\)<\/span>/);
      // 2 x £120.83 + 2 x £1,583.33 = £3,408.32; VAT round(681.664) = £681.66.
      assert.match(text, /Total ex VAT £3,408.32 VAT \(20%\) £681.66 Total inc VAT £4,089.98/);
      assert.deepEqual(input(editor.body, 'validUntil'), {
        id: 'validUntil',
        type: 'date',
        min: '2026-11-25',
        'aria-describedby': 'validUntil-hint',
        name: 'validUntil',
        value: '2026-12-25',
      });
      assert.match(editor.body, /name="revision" value="0"/);
      const again = await get(`/staff/enquiries/${enquiry.id}`);
      assert.match(pageWords(again.body), /Draft of v1, not sent/);
      assert.match(
        pageWords(again.body),
        /morag@example\.co\.uk: Prepared a quote \(draft of v1\)/,
      );

      // A message starts empty: one blank line to fill.
      const message = await prepare(await newEnquiry());
      assert.doesNotMatch(message.body, /name="line-1-description"/);
      assert.match(message.body, /<legend>Line 1 \(new\)<\/legend>/);
    });

    test('a save over a newer save is refused with 409, shows theirs, keeps what was typed and changes nothing', async () => {
      const enquiry = await newEnquiry([SHELF]);
      const editor = await prepare(enquiry);
      const loaded = revisionIn(editor);
      const url = `/staff/enquiries/${enquiry.id}/quote`;
      const theirs = await post(
        url,
        {
          revision: loaded,
          action: 'save',
          validUntil: '2026-12-20',
          note: 'Iain’s note',
          ...lineFields([{ description: 'Shelf by Iain', quantity: '3', price: '99.50' }]),
        },
        { as: iain },
      );
      assert.equal(theirs.statusCode, 303);
      assert.equal(theirs.headers.location, `${url}?done=saved`);
      assert.match((await get(String(theirs.headers.location))).body, /Draft saved\./);
      const saved = await quoteRow(site.store, enquiry.id);

      const mine = await post(url, {
        revision: loaded,
        action: 'save',
        validUntil: '2026-12-21',
        note: 'Morag’s note',
        ...lineFields([{ description: 'Shelf by Morag', quantity: '5', price: '£1,250.50' }]),
      });
      assert.equal(mine.statusCode, 409);
      const text = pageWords(mine.body);
      assert.match(text, /Someone else saved this quote while you were editing it/);
      assert.match(text, /Shelf by Iain 3 £99.50/);
      assert.equal(input(mine.body, 'line-0-description').value, 'Shelf by Morag');
      assert.equal(input(mine.body, 'line-0-price').value, '£1,250.50');
      assert.match(mine.body, />Morag’s note<\/textarea>/);
      // Saving again from this page is a choice made having seen theirs.
      assert.match(mine.body, new RegExp(`name="revision" value="${saved.revision}"`));
      assert.deepEqual(await quoteRow(site.store, enquiry.id), saved);
    });

    test('a form with problems: 400, each beside its field and in the summary, every typed value kept, nothing saved', async () => {
      const enquiry = await newEnquiry([SHELF]);
      const editor = await prepare(enquiry);
      const before = await quoteRow(site.store, enquiry.id);
      const response = await post(`/staff/enquiries/${enquiry.id}/quote`, {
        revision: revisionIn(editor),
        action: 'save',
        validUntil: '2026-11-24',
        note: 'Fitted <b>out of hours</b>',
        ...lineFields([
          { description: 'Counter <b>oak</b>', quantity: 'three', price: '£1,250.50' },
          { description: '', quantity: '1', price: '' },
          { description: 'Signage', quantity: '1', price: '12.345' },
        ]),
      });
      assert.equal(response.statusCode, 400);
      const { body } = response;
      const quantity = input(body, 'line-0-quantity');
      assert.equal(quantity.value, 'three');
      assert.equal(quantity['aria-invalid'], 'true');
      assert.equal(quantity['aria-describedby'], 'line-0-quantity-error');
      assert.equal(input(body, 'line-0-description')['aria-invalid'], undefined);
      assert.match(
        body,
        /<p class="error" id="line-0-quantity-error">Enter a whole number from 1 to 100,000\.<\/p>/,
      );
      assert.match(body, /<a href="#line-0-quantity">Line 1: Enter a whole number/);
      // The blank line is left out, so the third line is the second.
      assert.match(body, /<a href="#line-1-price">Line 2: Enter a price in pounds ex VAT/);
      assert.match(
        body,
        /<a href="#validUntil">Valid until \(24 November 2026\) has passed: enter a new date, today or later\.<\/a>/,
      );
      assert.equal(input(body, 'line-0-description').value, 'Counter &lt;b&gt;oak&lt;/b&gt;');
      assert.match(body, /value="£1,250.50"/);
      assert.match(body, /value="12.345"/);
      assert.match(body, /value="2026-11-24"/);
      assert.match(body, />Fitted &lt;b&gt;out of hours&lt;\/b&gt;<\/textarea>/);
      assert.doesNotMatch(body, /<b>/);
      assert.deepEqual(await quoteRow(site.store, enquiry.id), before);
    });

    test('a description or lead time on more than one line, or with a text-direction override, is refused beside its field; the note keeps its lines', async () => {
      const enquiry = await newEnquiry([SHELF]);
      const editor = await prepare(enquiry);
      const before = await quoteRow(site.store, enquiry.id);
      const forged = 'Shelf\r\nPay by bank transfer to 12-34-56 00000000';
      const response = await post(`/staff/enquiries/${enquiry.id}/quote`, {
        revision: revisionIn(editor),
        action: 'save',
        validUntil: '2026-12-25',
        note: 'Fitted in a day.\r\nParking at the back.',
        ...lineFields([
          { description: forged, quantity: '1', price: '10' },
          { description: 'Counter', quantity: '1', price: '10', lead: '7 days \u202eyad 1' },
        ]),
      });
      assert.equal(response.statusCode, 400);
      const { body } = response;
      assert.equal(input(body, 'line-0-description')['aria-invalid'], 'true');
      assert.match(
        body,
        /<p class="error" id="line-0-description-error">Write the description on one line, without special characters\.<\/p>/,
      );
      assert.match(
        body,
        /<p class="error" id="line-1-lead-error">Write the lead time on one line, without special characters\.<\/p>/,
      );
      assert.equal(input(body, 'line-0-description').value, forged, 'the description as typed');
      assert.doesNotMatch(body, /id="note-error"/);
      assert.deepEqual(await quoteRow(site.store, enquiry.id), before);
    });

    test('"Add a line" saves what is there and shows one more blank line', async () => {
      const enquiry = await newEnquiry();
      const editor = await prepare(enquiry);
      const url = `/staff/enquiries/${enquiry.id}/quote`;
      const added = await post(url, {
        revision: revisionIn(editor),
        action: 'add',
        validUntil: '2026-12-25',
        ...lineFields([{ description: 'Delivery', quantity: '1', price: '85' }]),
      });
      assert.equal(added.statusCode, 303);
      assert.equal(added.headers.location, `${url}?blank=1#line-1-description`);
      const page = await get(String(added.headers.location));
      assert.equal(input(page.body, 'line-0-description').value, 'Delivery');
      assert.match(page.body, /<legend>Line 2 \(new\)<\/legend>/);
      // Pressed again with the blank line left blank: two blank lines.
      const twice = await post(url, {
        revision: revisionIn(page),
        action: 'add',
        validUntil: '2026-12-25',
        ...lineFields([
          { description: 'Delivery', quantity: '1', price: '85' },
          { description: '', quantity: '1', price: '' },
        ]),
      });
      assert.equal(twice.headers.location, `${url}?blank=2#line-2-description`);
      assert.match(
        (await get(String(twice.headers.location))).body,
        /<legend>Line 3 \(new\)<\/legend>/,
      );
    });

    test('sending with no lines is refused and sends nothing', async () => {
      const enquiry = await newEnquiry([SHELF]);
      const editor = await prepare(enquiry);
      const response = await post(`/staff/enquiries/${enquiry.id}/quote`, {
        revision: revisionIn(editor),
        action: 'send',
        validUntil: '2026-12-25',
        ...lineFields([{ description: 'Shelf', quantity: '1', price: '10', remove: true }]),
      });
      assert.equal(response.statusCode, 400);
      assert.match(
        response.body,
        /<a href="#lines-heading">Add at least one line before sending\.<\/a>/,
      );
      const quote = await quoteRow(site.store, enquiry.id);
      assert.equal(quote.latest_version, 0);
      assert.equal(quote.state, 'draft');
    });

    test('"Send quote" makes v1, sets the enquiry to Quoted and shows the link for the customer', async () => {
      const enquiry = await newEnquiry([SHELF]);
      const sent = await send(
        enquiry,
        [{ description: 'Shelf', quantity: '2', price: '120.83' }, INSTALL],
        '2026-12-24',
        'Fitted on a Sunday.',
      );
      assert.equal(sent.headers.location, `/staff/enquiries/${enquiry.id}?done=quote-sent`);
      const page = await get(String(sent.headers.location));
      const text = pageWords(page.body);
      assert.match(
        text,
        new RegExp(`Quote ${enquiry.reference} v1 sent\\. Email is not set up on this server`),
      );
      assert.match(page.body, /<label for="customer-link">Link for the customer<\/label>/);
      // A read-only box that wraps, and Copy link hidden until the staff script can copy.
      const link = /<textarea id="customer-link"[^>]*\breadOnly=""[^>]*>([^<]*)<\/textarea>/.exec(
        page.body,
      )?.[1];
      assert.match(String(link), /^https?:\/\/[^/]+\/quotes\/[\w-]{43}$/);
      assert.match(page.body, /<button [^>]*data-copy="customer-link"[^>]*hidden="">Copy link</);
      assert.match(page.body, /<script type="module" src="\/staff-inbox\.js\?v=[\da-f]{12}">/);
      assert.match(text, /Sent, v1 Valid until 24 December 2026 Total ex VAT £691.66/);
      assert.match(text, /Revise quote/);
      assert.match(text, /Withdraw quote…/);
      assert.match(
        text,
        /Quote v1 as sent .* Installation 1 £450.00 £450.00 Total ex VAT £691.66 VAT \(20%\) £138.33 Total inc VAT £829.99/,
      );
      assert.match(text, /morag@example\.co\.uk: Sent quote v1 to the customer/);
      assert.match(text, /Status changed from In progress to Quoted/);
      assert.match(
        text,
        /Quote v1 to the customer ?: Not emailed: email is not set up on this server/,
      );
      const row = await site.store.db
        .selectFrom('enquiries')
        .select('status')
        .where('id', '=', enquiry.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.status, 'quoted');
      const mails = await site.store.db
        .selectFrom('outbox')
        .select(['kind', 'quote_version', 'state'])
        .where('enquiry_id', '=', enquiry.id)
        .orderBy('created_at')
        .execute();
      assert.deepEqual(
        mails.map((mail) => [
          mail.kind,
          mail.quote_version === null ? null : Number(mail.quote_version),
          mail.state,
        ]),
        [
          ['enquiry', null, 'not-configured'],
          ['quote-sent', 1, 'not-configured'],
        ],
      );
      // Reply and call in one press.
      assert.match(
        page.body,
        new RegExp(`href="mailto:priya@example\\.co\\.uk\\?subject=Re%3A%20${enquiry.reference}"`),
      );
      assert.match(page.body, /href="tel:01414960000">Call 0141 496 0000/);
      assert.match(
        page.body,
        /<a href="[^"]+\/erase">Erase this enquiry \(privacy request\)…<\/a>/,
      );
    });

    test('"Revise quote" starts v2 from v1; sending it keeps the link; then it can be withdrawn', async () => {
      const enquiry = await newEnquiry([SHELF]);
      await send(enquiry, [INSTALL], '2026-12-24');
      const link = (await get(`/staff/enquiries/${enquiry.id}`)).body.match(
        /\/quotes\/[\w-]{43}/,
      )?.[0];
      assert.ok(link);
      const editor = await prepare(enquiry);
      assert.match(
        pageWords(editor.body),
        new RegExp(`Quote for ${enquiry.reference} \\(draft of v2\\)`),
      );
      assert.equal(input(editor.body, 'line-0-description').value, 'Installation');
      assert.match(
        pageWords((await get(`/staff/enquiries/${enquiry.id}`)).body),
        /Open the draft of v2/,
      );
      await send(enquiry, [{ ...INSTALL, price: '400' }], '2026-12-31');
      const page = await get(`/staff/enquiries/${enquiry.id}?done=quote-sent`);
      assert.match(pageWords(page.body), new RegExp(`Quote ${enquiry.reference} v2 sent`));
      assert.match(
        pageWords(page.body),
        /Sent, v2 Valid until 31 December 2026 Total ex VAT £400.00/,
      );
      assert.match(pageWords(page.body), /Revising: draft of v2/);
      assert.ok(page.body.includes(link), 'one link for every version');

      const confirm = await get(`/staff/enquiries/${enquiry.id}/quote/withdraw`);
      assert.equal(confirm.statusCode, 200);
      assert.match(
        pageWords(confirm.body),
        new RegExp(`Withdraw quote ${enquiry.reference} v2\\?`),
      );
      const withdrawn = await post(`/staff/enquiries/${enquiry.id}/quote/withdraw`);
      assert.equal(withdrawn.statusCode, 303);
      const after = await get(String(withdrawn.headers.location));
      assert.match(pageWords(after.body), new RegExp(`Quote ${enquiry.reference} v2 withdrawn`));
      assert.match(pageWords(after.body), /Withdrawn, v2/);
      assert.match(pageWords(after.body), /morag@example\.co\.uk: Withdrew quote v2/);
      assert.doesNotMatch(after.body, /Withdraw quote…/);
      assert.equal((await quoteRow(site.store, enquiry.id)).state, 'withdrawn');
      assert.equal((await post(`/staff/enquiries/${enquiry.id}/quote/withdraw`)).statusCode, 409);
    });

    test('the enquiry follows its quote: New to In progress when prepared, Quoted when sent, In progress when withdrawn, each in the history', async () => {
      clock.now = new Date('2026-11-25T10:00:00Z');
      const status = async (enquiry: EnquiryRow) =>
        (
          await site.store.db
            .selectFrom('enquiries')
            .select('status')
            .where('id', '=', enquiry.id)
            .executeTakeFirstOrThrow()
        ).status;
      const enquiry = await newEnquiry([SHELF]);
      assert.equal(await status(enquiry), 'new');
      const editor = await prepare(enquiry);
      assert.equal(await status(enquiry), 'in-progress');
      // A draft saved on an enquiry set back to New by hand starts the work again.
      await site.store.db
        .updateTable('enquiries')
        .set({ status: 'new' })
        .where('id', '=', enquiry.id)
        .execute();
      const saved = await post(`/staff/enquiries/${enquiry.id}/quote`, {
        revision: revisionIn(editor),
        action: 'save',
        validUntil: '2026-12-24',
        ...lineFields([INSTALL]),
      });
      assert.equal(saved.statusCode, 303);
      assert.equal(await status(enquiry), 'in-progress');

      await send(enquiry, [INSTALL], '2026-12-24');
      assert.equal(await status(enquiry), 'quoted');
      // Revising a Quoted enquiry leaves it Quoted until the new version is sent.
      await prepare(enquiry);
      assert.equal(await status(enquiry), 'quoted');
      const withdrawn = await post(`/staff/enquiries/${enquiry.id}/quote/withdraw`);
      assert.equal(withdrawn.statusCode, 303);
      assert.equal(await status(enquiry), 'in-progress');
      const text = pageWords((await get(`/staff/enquiries/${enquiry.id}`)).body);
      assert.match(text, /morag@example\.co\.uk: Status changed from New to In progress/);
      assert.match(text, /morag@example\.co\.uk: Status changed from In progress to Quoted/);
      assert.match(text, /morag@example\.co\.uk: Status changed from Quoted to In progress/);
    });

    test('a revision keeps the Valid until of the version sent; one that has passed is refused when sent, not moved', async () => {
      clock.now = new Date('2026-11-25T10:00:00Z');
      try {
        const enquiry = await newEnquiry([SHELF]);
        await send(enquiry, [INSTALL], '2026-12-18');
        // Revised the next week, untouched: still 18 December (it became 30 days from then).
        clock.now = new Date('2026-11-27T10:00:00Z');
        const v2 = await prepare(enquiry);
        assert.equal(input(v2.body, 'validUntil').value, '2026-12-18');
        await post(`/staff/enquiries/${enquiry.id}/quote`, {
          revision: revisionIn(v2),
          action: 'send',
          validUntil: input(v2.body, 'validUntil').value ?? '',
          ...lineFields([{ ...INSTALL, price: '400' }]),
        });
        assert.equal((await quoteRow(site.store, enquiry.id)).valid_until, '2026-12-18');

        // Revised after 18 December: the kept date is shown and refused when sent.
        clock.now = new Date('2026-12-20T10:00:00Z');
        const v3 = await prepare(enquiry);
        assert.equal(input(v3.body, 'validUntil').value, '2026-12-18');
        const refused = await post(`/staff/enquiries/${enquiry.id}/quote`, {
          revision: revisionIn(v3),
          action: 'send',
          validUntil: '2026-12-18',
          ...lineFields([INSTALL]),
        });
        assert.equal(refused.statusCode, 400);
        assert.match(
          pageWords(refused.body),
          /Valid until \(18 December 2026\) has passed: enter a new date, today or later\./,
        );
        const quote = await quoteRow(site.store, enquiry.id);
        assert.equal(Number(quote.latest_version), 2);
        assert.equal(quote.valid_until, '2026-12-18');
      } finally {
        clock.now = new Date('2026-11-25T10:00:00Z');
      }
    });

    test('Valid until must be a real date: 30 and 31 February, 31 April and 29 February 2027 are refused, 29 February 2028 is taken', async () => {
      clock.now = new Date('2026-11-25T10:00:00Z');
      const enquiry = await newEnquiry([SHELF]);
      for (const impossible of ['2027-02-30', '2027-02-31', '2027-04-31', '2027-02-29']) {
        const editor = await prepare(enquiry);
        const refused = await post(`/staff/enquiries/${enquiry.id}/quote`, {
          revision: revisionIn(editor),
          action: 'send',
          validUntil: impossible,
          ...lineFields([INSTALL]),
        });
        assert.equal(refused.statusCode, 400, impossible);
        assert.match(refused.body, /<a href="#validUntil">Enter a real date\.<\/a>/, impossible);
        assert.equal(input(refused.body, 'validUntil').value, impossible, 'kept as typed');
        assert.equal(
          Number((await quoteRow(site.store, enquiry.id)).latest_version),
          0,
          impossible,
        );
      }
      await send(enquiry, [INSTALL], '2028-02-29');
      assert.equal((await quoteRow(site.store, enquiry.id)).valid_until, '2028-02-29');
    });

    test('changes asked for by the customer are in the quote panel, the history and the filter, and revising answers them', async () => {
      const enquiry = await newEnquiry([SHELF]);
      await send(enquiry, [INSTALL], '2026-12-24');
      const found = await quoteByHash(
        site.store,
        (await quoteRow(site.store, enquiry.id)).token_hash ?? '',
      );
      const message = 'Could the fitting be on a Sunday?\nAnd <b>two</b> more bays.';
      const asked = await requestChanges(site.store, found, {
        message,
        now: clock.now,
        mail: 'not-configured',
      });
      assert.equal(asked.kind, 'recorded');
      const page = await get(`/staff/enquiries/${enquiry.id}`);
      const text = pageWords(page.body);
      assert.match(text, /Changes requested, v1/);
      assert.match(
        page.body,
        /<blockquote>Could the fitting be on a Sunday\?\nAnd &lt;b&gt;two&lt;\/b&gt; more bays\.<\/blockquote>/,
      );
      assert.match(
        text,
        /: The customer asked for changes to v1: “Could the fitting be on a Sunday\?/,
      );
      assert.match(text, /Changes asked for on v1 to the sales team ?: Not emailed/);
      const listed = (await get('/staff/api/enquiries?quote=changes-requested')).json();
      assert.ok(listed.rows.some((row: { id: string }) => row.id === enquiry.id));
      await send(enquiry, [{ ...INSTALL, price: '425' }], '2026-12-24');
      assert.match(pageWords((await get(`/staff/enquiries/${enquiry.id}`)).body), /Sent, v2/);
    });

    test('an accepted quote cannot be revised or saved over; the customer’s steps are in the history', async () => {
      const enquiry = await newEnquiry([SHELF]);
      await send(enquiry, [INSTALL], '2026-12-24');
      // A second tab still has a draft open from before the send.
      const token =
        (await get(`/staff/enquiries/${enquiry.id}`)).body.match(/\/quotes\/([\w-]{43})/)?.[1] ??
        '';
      const found = await quoteByToken(site.store, token);
      await recordView(site.store, found, clock.now);
      const accepted = await acceptAs(site.store, found, {
        name: 'Priya Sandhu',
        po: 'PO-4471',
        now: clock.now,
      });
      assert.equal(accepted.kind, 'accepted');

      const page = await get(`/staff/enquiries/${enquiry.id}`);
      const text = pageWords(page.body);
      assert.match(text, /Accepted, v1/);
      assert.match(text, /Accepted v1 by Priya Sandhu, PO number PO-4471, on 25 November 2026/);
      assert.match(text, /The customer accepted it, so it cannot be revised\./);
      assert.doesNotMatch(text, /Revise quote|Withdraw quote/);
      assert.match(text, /: The customer viewed v1/);
      assert.match(text, /: The customer accepted v1 \(PO PO-4471\)/);
      assert.match(text, /, the customer: Status changed from Quoted to Won/);

      const revise = await post(`/staff/enquiries/${enquiry.id}/quote/open`);
      assert.equal(revise.statusCode, 409);
      assert.match(
        pageWords(revise.body),
        /The customer has accepted this quote, so it cannot be changed or revised/,
      );
      const save = await post(`/staff/enquiries/${enquiry.id}/quote`, {
        revision: '0',
        action: 'save',
        validUntil: '2026-12-24',
        ...lineFields([INSTALL]),
      });
      assert.equal(save.statusCode, 409);
      assert.equal((await quoteRow(site.store, enquiry.id)).state, 'accepted');
      // The editor has nothing to show: back to the enquiry.
      assert.equal((await get(`/staff/enquiries/${enquiry.id}/quote`)).statusCode, 303);
    });

    test('the pipeline: sent and accepted this month, the accepted value, expiring within 7 days; last month is not counted', async () => {
      const at = (iso: string) => {
        clock.now = new Date(iso);
      };
      const names = [
        'Ailsa Last',
        'Bruce Soon',
        'Cara Later',
        'Dougie Won',
        'Effie Past',
        'Fergus Draft',
        'Gina Old',
      ];
      const [a, b, c, d, e, f, g] = await Promise.all(names.map((name) => newEnquiry([], name)));
      assert.ok(a && b && c && d && e && f && g);
      try {
        at('2027-02-20T12:00:00Z');
        await send(g, [INSTALL], '2027-03-20');
        const gFound = await quoteByHash(
          site.store,
          (await quoteRow(site.store, g.id)).token_hash ?? '',
        );
        await acceptAs(site.store, gFound, {
          name: 'Gina',
          po: 'PO-OLD',
          now: clock.now,
        });
        at('2027-02-25T12:00:00Z');
        await send(a, [INSTALL], '2027-03-15');
        at('2027-03-02T12:00:00Z');
        await send(b, [INSTALL], '2027-03-12');
        at('2027-03-03T12:00:00Z');
        await send(c, [INSTALL], '2027-04-01');
        at('2027-03-04T12:00:00Z');
        await send(d, [INSTALL], '2027-04-01');
        at('2027-03-05T12:00:00Z');
        await send(d, [{ ...INSTALL, quantity: '3' }], '2027-04-01');
        await send(e, [INSTALL], '2027-03-08');
        await prepare(f);
        at('2027-03-06T12:00:00Z');
        const dFound = await quoteByHash(
          site.store,
          (await quoteRow(site.store, d.id)).token_hash ?? '',
        );
        await acceptAs(site.store, dFound, {
          version: 2,
          name: 'Dougie',
          po: '=PO-77',
          now: clock.now,
        });

        at('2027-03-10T12:00:00Z');
        const pipeline = (await get('/staff/api/pipeline')).json();
        assert.equal(pipeline.sent, 4, 'b, c, d (two versions, one quote) and e; not a or g');
        assert.equal(pipeline.accepted, 1, 'd; not g, accepted last month');
        assert.equal(pipeline.acceptedValue, 135_000);
        assert.equal(pipeline.expiringCount, 2);
        assert.deepEqual(
          pipeline.expiring.map((quote: { reference: string }) => quote.reference),
          [b.reference, a.reference],
        );
        const inbox = await get('/staff');
        const text = pageWords(inbox.body);
        assert.match(
          text,
          /Quotes this month \(March 2027\) 4 quotes sent in March 1 accepted in March £1,350.00 accepted ex VAT in March 2 expiring within 7 days/,
        );
        assert.match(
          inbox.body,
          new RegExp(`<a href="/staff/enquiries/${b.id}">${b.reference} v1</a>`),
        );
        assert.match(text, new RegExp(`${d.reference} .*? Won Accepted v2`));
        assert.match(text, new RegExp(`${e.reference} .*? Quoted Expired v1`));
        assert.match(text, new RegExp(`${f.reference} .*? In progress Draft `));

        const list = async (quote: string) =>
          (
            (await get(`/staff/api/enquiries?quote=${quote}`)).json().rows as {
              reference: string;
            }[]
          ).map((row) => row.reference);
        const expired = await list('expired');
        assert.ok(expired.includes(e.reference));
        assert.ok(!expired.includes(b.reference) && !expired.includes(d.reference));
        assert.ok((await list('sent')).includes(b.reference));
        assert.ok(!(await list('sent')).includes(e.reference));
        assert.ok((await list('accepted')).includes(d.reference));
        assert.ok(!(await list('accepted')).includes(c.reference));
        assert.ok((await list('draft')).includes(f.reference));
        assert.ok(!(await list('draft')).includes(b.reference));
        const filtered = await get('/staff?quote=expired');
        assert.match(filtered.body, /<option value="expired" selected="">Expired<\/option>/);
        assert.equal((await get('/staff?quote=lost')).statusCode, 400);

        const csv = await get('/staff/export.csv?quote=accepted');
        const [header, ...rows] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
        assert.match(
          String(header),
          /"Quote state","Quote version","Totals of \(accepted, else latest sent\)","Total ex VAT \(£\)","VAT \(£\)","Total inc VAT \(£\)","PO number","Order stage",/,
        );
        const dRow = rows.find((row) => row.includes(d.reference)) ?? '';
        assert.ok(
          dRow.endsWith(
            `"Accepted","2","${d.reference} v2","1350.00","270.00","1620.00","'=PO-77","Accepted","2027-03-06 12:00",""`,
          ),
          dRow,
        );
        assert.ok(
          rows.some(
            (row) =>
              row.includes(g.reference) &&
              row.endsWith('"450.00","90.00","540.00","PO-OLD","Accepted","2027-02-20 12:00",""'),
          ),
        );
        assert.match(String(csv.headers['content-disposition']), /enquiries-2027-03-10\.csv/);
      } finally {
        at('2026-11-25T10:00:00Z');
      }
    });

    test('the quote routes are behind the session, the CSRF token and the Origin check', async () => {
      const enquiry = await newEnquiry([SHELF]);
      const base = `/staff/enquiries/${enquiry.id}`;
      for (const url of [`${base}/quote`, `${base}/quote/withdraw`, '/staff/api/pipeline']) {
        const response = await site.app.inject({ url });
        assert.ok([303, 401].includes(response.statusCode), url);
        if (response.statusCode === 303)
          assert.match(String(response.headers.location), /^\/staff\/sign-in\?next=/);
      }
      for (const url of [`${base}/quote/open`, `${base}/quote`, `${base}/quote/withdraw`]) {
        const response = await site.app.inject({
          method: 'POST',
          url,
          headers: { origin: ORIGIN },
          payload: { action: 'send' },
        });
        assert.equal(response.statusCode, 401, url);
        for (const options of [
          { token: '' },
          { token: 'wrong' },
          { origin: 'https://evil.example' },
        ]) {
          const refused = await post(
            url,
            { revision: '0', action: 'save', validUntil: '2026-12-24' },
            options,
          );
          assert.equal(refused.statusCode, 403, `${url} ${JSON.stringify(options)}`);
        }
      }
      const quotes = await site.store.db
        .selectFrom('quotes')
        .select('id')
        .where('enquiry_id', '=', enquiry.id)
        .execute();
      assert.equal(quotes.length, 0, 'nothing was prepared');
    });
  });
}
