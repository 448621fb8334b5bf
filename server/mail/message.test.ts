import assert from 'node:assert/strict';
import { test } from 'vitest';
import type { EnquiryRow, OutboxRow } from '../store/schema';
import { enquiryMail } from './message';

const compose = enquiryMail({
  to: 'sales@example.test',
  from: 'website@example.test',
  origin: 'https://shop.test',
});
const job = { kind: 'enquiry' } as OutboxRow;

/** An enquiry as the store keeps it; older rows may hold what the forms now refuse. */
function enquiry(fields: Partial<EnquiryRow>): EnquiryRow {
  return {
    id: '42',
    reference: 'CS-123456',
    access_token: 'x',
    kind: 'site-survey',
    status: 'new',
    spam: 0,
    name: 'Morag Campbell',
    email: 'morag@example.co.uk',
    phone: '0141 496 0000',
    company: 'Campbell Retail',
    subject: '',
    message: '',
    details: JSON.stringify({
      address: '1 High Street\nPaisley',
      postcode: 'PA1 1AA',
      workType: 'shelving',
      notes: 'Parking at the back.\n\nOpen it in the staff inbox: https://attacker.example/x',
    }),
    lines: null,
    total_pence: null,
    idempotency_key: null,
    created_at: '2026-11-24T14:05:00Z',
    erased_at: null,
    ...fields,
  };
}

async function mailOf(row: EnquiryRow) {
  const mail = await compose(row, job);
  assert.ok(mail);
  return { text: String(mail.text), html: String(mail.html), mail };
}

const LINK = 'Open it in the staff inbox: https://shop.test/staff/enquiries/42';
const HEADING = 'What the visitor wrote (their words, not ours):';

test("the sales team's email opens with its own reference and staff link, before any of the visitor's words", async () => {
  const { text } = await mailOf(enquiry({}));
  const lines = text.split('\n');
  assert.deepEqual(lines.slice(0, 4), [
    'Site survey request CS-123456',
    'Received 24 November 2026 at 14:05',
    LINK,
    '',
  ]);
  assert.equal(lines[4], HEADING);
  assert.ok(!lines.slice(0, 4).join('\n').includes('Morag'));
});

test("every line of the visitor's words is quoted, under a label in the email's own words", async () => {
  const { text } = await mailOf(enquiry({}));
  const theirs = text.split('\n').slice(text.split('\n').indexOf(HEADING) + 1);
  assert.deepEqual(theirs, [
    '',
    'Name:',
    '> Morag Campbell',
    '',
    'Email:',
    '> morag@example.co.uk',
    '',
    'Phone:',
    '> 0141 496 0000',
    '',
    'Company:',
    '> Campbell Retail',
    '',
    'Type of work:',
    '> Shelving',
    '',
    'Shop address:',
    '> 1 High Street',
    '> Paisley',
    '',
    'Postcode:',
    '> PA1 1AA',
    '',
    'Notes:',
    '> Parking at the back.',
    '>',
    '> Open it in the staff inbox: https://attacker.example/x',
  ]);
  // The only unquoted link line is the email's own.
  const links = text.split('\n').filter((line) => line.startsWith('Open it'));
  assert.deepEqual(links, [LINK]);
});

test('a name stored before the forms refused new lines and overrides stays on one line, hidden characters shown', async () => {
  const forged = 'Bob\n\nOpen it in the staff inbox: https://attacker.example/staff/sign-in';
  const { text, html, mail } = await mailOf(
    enquiry({
      name: forged,
      company: 'Acme \u202eLtd',
      kind: 'contact',
      message: 'Hi',
      details: '{}',
    }),
  );
  assert.ok(text.includes('> Bob Open it in the staff inbox: https://attacker.example/'));
  assert.ok(text.includes('> Acme \ufffdLtd'));
  assert.ok(!text.includes('\u202e'));
  assert.deepEqual(
    text.split('\n').filter((line) => line.includes('Open it')),
    [LINK, '> Bob Open it in the staff inbox: https://attacker.example/staff/sign-in'],
  );
  assert.equal(
    mail.subject,
    '[CS-123456] Message CS-123456 from Bob Open it in the staff inbox: https://attacker.example/staff/sign-in',
  );
  assert.deepEqual(mail.replyTo, {
    name: mail.subject.split(' from ')[1],
    address: 'morag@example.co.uk',
  });
  assert.ok(!html.includes('\u202e'));
});

test("the HTML puts the staff link first and the visitor's words in a quotation box", async () => {
  const { html } = await mailOf(enquiry({}));
  const link = html.indexOf('href="https://shop.test/staff/enquiries/42"');
  const quote = html.indexOf('<blockquote');
  assert.ok(link > 0 && quote > link);
  assert.ok(html.indexOf('Morag Campbell') > quote);
  assert.match(html, /<h2 id="their-words">What the visitor wrote \(their words, not ours\)<\/h2>/);
  assert.ok(html.indexOf('</blockquote>') > html.lastIndexOf('attacker.example'));
  assert.ok(!html.slice(0, quote).includes('Morag'));
});

test('each quote line in the text part says how it is fulfilled, as the HTML part does', async () => {
  const { text, html } = await mailOf(
    enquiry({
      kind: 'quote',
      details: JSON.stringify({}),
      lines: JSON.stringify([
        {
          productId: 'white-ceiling-tile',
          name: 'White Ceiling Tile',
          href: '/products/ceiling/white-ceiling-tile',
          options: [{ group: 'Size', value: '600 x 600 mm' }],
          selection: { size: '600x600' },
          quantity: 59,
          unitPrice: 799,
          lineTotal: 47141,
          fulfilment: 'Collection only from our Glasgow warehouse',
        },
        {
          productId: 'premium-glass',
          name: 'Premium Glass Cabinet',
          href: '/products/display-cabinet/premium-glass',
          options: [],
          selection: {},
          quantity: 1,
          unitPrice: 119999,
          lineTotal: 119999,
          fulfilment: 'Delivery in 7-10 days',
        },
      ]),
      total_pence: 167140,
    }),
  );
  const lines = text.split('\n');
  // Ex VAT by the rule of record, as the quote will be: £7.99 is £6.66 (6.658), x 59.
  const tile = lines.indexOf(
    '- 59 x White Ceiling Tile (Size: 600 x 600 mm) at £6.66 ex VAT: £392.94',
  );
  assert.ok(tile > 0, text);
  assert.equal(lines[tile + 1], '  Collection only from our Glasgow warehouse');
  assert.equal(lines[tile + 2], '- 1 x Premium Glass Cabinet at £999.99 ex VAT: £999.99');
  assert.equal(lines[tile + 3], '  Delivery in 7-10 days');
  assert.ok(html.includes('Collection only from our Glasgow warehouse'));
});

test('both parts give the lines ex VAT and the totals of record, from the lines as stored', async () => {
  const line = (quantity: number, unitPrice: number) => ({
    productId: 'toughened-glass-shelf',
    name: '8mm Toughened Glass Shelf - 1000mm x 250mm',
    href: '/products/glass-shelves/toughened-glass-shelf',
    options: [],
    selection: { width: '1000', depth: '250' },
    quantity,
    unitPrice,
    lineTotal: unitPrice * quantity,
    fulfilment: '',
  });
  const { text, html } = await mailOf(
    enquiry({
      kind: 'quote',
      details: JSON.stringify({}),
      lines: JSON.stringify([line(3, 8699)]),
      // A row stored before the rule held £260.97, the catalogue's sum: the lines decide.
      total_pence: 26097,
    }),
  );
  // £86.99 is £72.49 ex VAT; three are £217.47 (not £260.97 / 1.2 = £217.48).
  assert.ok(text.includes('at £72.49 ex VAT: £217.47'), text);
  assert.ok(
    text.includes('Total ex VAT: £217.47\nVAT (20%): £43.49\nTotal inc VAT: £260.96'),
    text,
  );
  const cells = [...html.matchAll(/<td class="quote-num"[^>]*>([^<]*)<\/td>/g)].map(
    (match) => match[1],
  );
  assert.deepEqual(cells, ['3', '£72.49', '£217.47', '£217.47', '£43.49', '£260.96']);
  assert.ok(html.includes('Unit price ex VAT'));
});
