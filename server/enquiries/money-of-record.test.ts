/**
 * One money rule of record (PRODUCT.md "Prices and VAT"), end to end on the server: for
 * baskets generated from the catalogue (any product, valid options, quantities within
 * stock, from a fixed seed), the request posted as the quote request page posts it, its
 * confirmation page, the sales team's e-mail (text and HTML parts, through a real SMTP
 * server) and the draft quote staff prepare from it at catalogue prices all carry the
 * three totals the basket shows (priceBasket: /cart and /cart/quote, whose own tests read
 * them from the page), to the penny, and every line they show is its unit price x quantity.
 */
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import { generatedBaskets } from '../../app/basket/generated-baskets';
import { priceBasket } from '../../app/basket/priced';
import type { VatBreakdown } from '../../app/catalogue/money';
import { findProduct } from '../../app/catalogue/registry';
import { hashPassword } from '../staff/passwords';
import { addStaff } from '../store/staff';
import { startSession } from '../store/sessions';
import { startSmtp } from '../../support/smtp.js';
import { contactAnswers, eventually, postJson, startSite } from '../../support/site';

const BASKETS = 150;

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let site: Awaited<ReturnType<typeof startSite>>;
let staff: { id: string; csrfToken: string };
beforeAll(async () => {
  smtp = await startSmtp();
  site = await startSite({ smtpUrl: smtp.url });
  staff = await startSession(
    site.store,
    await addStaff(
      site.store,
      'morag@example.co.uk',
      await hashPassword('Tall ships on the Clyde'),
    ),
  );
});
afterAll(async () => {
  await site?.close();
  await smtp?.close();
});

/** "£1,815.72" as pence. */
function pence(text: string): number {
  const amount = /£([\d,]+)\.(\d\d)/.exec(text);
  assert.ok(amount, `no amount in ${text}`);
  return Number(amount[1]?.replace(/,/g, '')) * 100 + Number(amount[2]);
}

/** The page's words: no tags, entities read, spaces collapsed. */
function words(html: string) {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The three totals, in the words of a page or an e-mail ("Total ex VAT: £1.00" or without the colon). */
function totalsIn(text: string): VatBreakdown {
  const figure = (label: string) => {
    const found = new RegExp(`${label}:? (£[\\d,]+\\.\\d\\d)`).exec(text);
    assert.ok(found?.[1], `no ${label} in ${text}`);
    return pence(found[1]);
  };
  return {
    exVat: figure('Total ex VAT'),
    vat: figure('VAT \\(20%\\)'),
    incVat: figure('Total inc VAT'),
  };
}

/** A quote table's lines, each [quantity, unit price, line total], from its HTML. */
function tableLines(html: string): [number, number, number][] {
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row = '']) => {
    const cells = [...row.matchAll(/<td class="quote-num"[^>]*>([^<]*)<\/td>/g)].map(
      ([, cell = '']) => cell,
    );
    assert.equal(cells.length, 3, row);
    const [quantity = '', unit = '', total = ''] = cells;
    return [Number(quantity), pence(unit), pence(total)];
  });
}

/** A MIME message's text and HTML parts, decoded (nodemailer writes quoted-printable). */
function mailParts(raw: string) {
  const part = (type: string) => {
    const start = raw.indexOf(`Content-Type: ${type}`);
    assert.ok(start >= 0, `no ${type} part`);
    const headersEnd = raw.indexOf('\r\n\r\n', start);
    const headers = raw.slice(start, headersEnd);
    const body = raw.slice(headersEnd + 4, raw.indexOf('\r\n--', headersEnd));
    if (/Content-Transfer-Encoding: base64/i.test(headers)) {
      return Buffer.from(body, 'base64').toString('utf8');
    }
    if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
      const bytes = body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`)
        .replace(/%(?![0-9A-F]{2})/g, '%25');
      return decodeURIComponent(bytes);
    }
    return body;
  };
  return { text: part('text/plain'), html: part('text/html') };
}

test(`${BASKETS} generated baskets: the request, its confirmation, its e-mail and its draft quote carry the basket's totals`, async () => {
  const baskets = generatedBaskets(BASKETS, 4821);
  const sent: { reference: string; count: number; totals: VatBreakdown; where: string }[] = [];

  for (const [index, basket] of baskets.entries()) {
    const totals = priceBasket(basket, findProduct).totals;
    const where = `basket ${index} ${JSON.stringify(basket)}`;
    const response = await postJson(site.app, {
      kind: 'contact',
      ...contactAnswers,
      subject: 'quote',
      lines: basket.map(({ productId, options, quantity }) => ({ productId, options, quantity })),
    });
    assert.equal(response.statusCode, 201, `${where}: ${response.body}`);
    const { reference, confirmationUrl } = response.json<{
      reference: string;
      confirmationUrl: string;
    }>();

    // The confirmation: every line ex VAT is unit x quantity, they add up to Total ex VAT.
    const page = await site.app.inject({ url: confirmationUrl });
    const lines = tableLines(page.body);
    assert.equal(lines.length, basket.length, where);
    for (const [quantity, unit, total] of lines) assert.equal(total, unit * quantity, where);
    const confirmation = totalsIn(words(page.body));
    assert.deepEqual(confirmation, totals, `${where}: the confirmation`);
    assert.equal(
      lines.reduce((sum, [, , total]) => sum + total, 0),
      confirmation.exVat,
      where,
    );

    // The draft quote staff prepare from it, at today's catalogue prices.
    const row = await site.store.db
      .selectFrom('enquiries')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    const id = String(row.id);
    const opened = await site.app.inject({
      method: 'POST',
      url: `/staff/enquiries/${id}/quote/open`,
      headers: {
        cookie: `staff_session=${staff.id}`,
        origin: 'http://localhost:80',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ _csrf: staff.csrfToken }).toString(),
    });
    assert.equal(opened.statusCode, 303, opened.body);
    const editor = await site.app.inject({
      url: `/staff/enquiries/${id}/quote`,
      headers: { cookie: `staff_session=${staff.id}` },
    });
    assert.deepEqual(totalsIn(words(editor.body)), totals, `${where}: the draft quote`);
    sent.push({ reference, count: basket.length, totals, where });
  }

  // The sales team's e-mail of each, both parts.
  const mailOf = (reference: string) =>
    smtp.received.find((mail) => mail.raw.includes(`X-Enquiry-Reference: ${reference}`));
  await eventually(() => sent.every(({ reference }) => mailOf(reference)), 120_000);
  for (const { reference, count, totals, where } of sent) {
    const { text, html } = mailParts(mailOf(reference)?.raw ?? '');
    assert.deepEqual(totalsIn(text), totals, `${where}: the e-mail's text`);
    const textLines = [
      ...text.matchAll(/^- (\d+) x .* at (£[\d,]+\.\d\d) ex VAT: (£[\d,]+\.\d\d)$/gm),
    ];
    assert.equal(textLines.length, count, `${where}: ${text}`);
    for (const [, quantity, unit, total] of textLines) {
      assert.equal(pence(total ?? ''), pence(unit ?? '') * Number(quantity), where);
    }
    assert.deepEqual(totalsIn(words(html)), totals, `${where}: the e-mail's HTML`);
    for (const [quantity, unit, total] of tableLines(html)) {
      assert.equal(total, unit * quantity, where);
    }
  }
}, 600_000);
