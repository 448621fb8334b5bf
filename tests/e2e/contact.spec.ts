import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { STORAGE_KEY } from '../../app/basket/stored';
import { showroomAddress, site } from '../../app/content/site';
import { expect, forgiveConsoleErrors, hydrated, test, WCAG_22_AA } from './fixtures';
import { cutOff } from './support/held-scripts';
import { layoutShiftSoFar } from './support/layout-shift';

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(violations.map(({ id }) => id)).toEqual([]);
}

function contactForm(page: Page) {
  return {
    name: page.getByRole('textbox', { name: 'Full name' }),
    email: page.getByRole('textbox', { name: 'Email address' }),
    phone: page.getByRole('textbox', { name: /^Phone number/ }),
    subject: page.getByRole('combobox', { name: 'Subject' }),
    message: page.getByRole('textbox', { name: 'Message' }),
    send: page.getByRole('button', { name: 'Send Message' }),
  };
}

/** Every request the page makes from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

async function openContact(page: Page, url = '/contact') {
  await page.goto(url);
  await hydrated(page);
  return contactForm(page);
}

test('each field is found by the word SPEC.md gives it, and by nothing else', async ({ page }) => {
  await openContact(page);
  // A label that only contains the word counts too: "Send us a message" must not name the
  // form, nor "E-mail" hide the email field.
  await expect(page.getByLabel('Name')).toHaveAttribute('autocomplete', 'name');
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Phone')).toHaveAttribute('type', 'tel');
  await expect(page.getByLabel('Subject')).toHaveJSProperty('tagName', 'SELECT');
  await expect(page.getByLabel('Message')).toHaveJSProperty('tagName', 'TEXTAREA');
});

test('an empty submit names every missing answer beside its field, announces it and focuses the first', async ({
  page,
}) => {
  const form = await openContact(page);
  await form.send.click();

  await expect(form.name).toBeFocused();
  for (const [field, error] of [
    [form.name, 'Enter your full name'],
    [form.email, 'Enter your email address'],
    [form.subject, 'Choose a subject'],
    [form.message, 'Enter your message'],
  ] as const) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(`Error: ${error}$`));
    const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
    await expect(page.locator(`[id="${ids.at(-1)}"]`)).toHaveText(`Error: ${error}`);
    await expect(page.locator(`[id="${ids.at(-1)}"]`)).toBeVisible();
  }
  await expect(form.phone).not.toHaveAttribute('aria-invalid');
  await expect(page.getByRole('status').filter({ hasText: 'has not been sent' })).toHaveText(
    'Your message has not been sent: 4 answers need correcting. Enter your full name. Enter your email address. Choose a subject. Enter your message.',
  );
  await expectNoViolations(page);

  // Checked again as the visitor corrects it.
  await form.name.fill('Morag Campbell');
  await expect(form.name).not.toHaveAttribute('aria-invalid');
});

test('the checks, the send and the thanks load as the visitor starts on the form, not with the page', async ({
  page,
}) => {
  // docs/decisions/040: on-submit.ts is in no page's start-up; the form's action waits for it.
  const code = /\/assets\/on-submit-[\w-]+\.js$/;
  const form = await openContact(page);
  const loaded = () =>
    page.evaluate(
      (pattern) =>
        performance
          .getEntriesByType('resource')
          .some((entry) => new RegExp(pattern).test(entry.name)),
      code.source,
    );
  expect(await loaded()).toBe(false);
  const loading = page.waitForResponse(code);
  await form.name.click();
  expect((await loading).ok()).toBe(true);
  await form.send.click();
  await expect(form.name).toBeFocused();
  await expect(form.name).toHaveAttribute('aria-invalid', 'true');
});

test('a wrong email address is explained, keeps what was typed, and focus goes to it', async ({
  page,
}) => {
  const form = await openContact(page);
  await form.name.fill('Morag Campbell');
  await form.email.fill('morag.example.co.uk');
  await form.subject.selectOption({ label: 'Product information' });
  await form.message.fill('Is the 8mm toughened shelf in stock in 1200mm?');
  await form.send.click();

  await expect(form.email).toBeFocused();
  await expect(form.email).toHaveAccessibleDescription(
    'Error: Enter an email address in the right format, like name@example.co.uk',
  );
  await expect(form.name).toHaveValue('Morag Campbell');
  await expect(form.subject).toHaveValue('product');
  await expect(form.message).toHaveValue('Is the 8mm toughened shelf in stock in 1200mm?');
});

test('a valid message is sent once, thanked with its reference, and its confirmation page shows it', async ({
  page,
}) => {
  const form = await openContact(page);
  await form.name.fill('Priya Sandhu');
  await form.email.fill('priya@example.co.uk');
  await form.subject.selectOption({ label: 'Request a quote' });
  await form.message.fill('Two gondola runs and a cash counter for a shop in Govan.');
  const requests = recordRequests(page);
  await form.send.click();

  const thanks = page.getByRole('heading', { name: 'Thank you for your message' });
  await expect(thanks).toBeFocused();
  await expect(page.getByText(/Your reference is CS-\d{6}/)).toBeVisible();
  await expect(page.getByText(/replies within one working day/)).toContainText(site.phone.display);
  await expectNoViolations(page);
  const posts = requests.filter((request) => request.method() !== 'GET');
  expect(posts.map((request) => `${request.method()} ${new URL(request.url()).pathname}`)).toEqual([
    'POST /api/enquiries',
  ]);
  await expect(page).toHaveURL('/contact');

  await page.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(form.name).toBeFocused();
  for (const field of [form.name, form.email, form.phone, form.subject, form.message]) {
    await expect(field).toHaveValue('');
  }
});

test('the thank-you links to the confirmation page: the reference, the date and what was sent', async ({
  page,
}) => {
  const form = await openContact(page);
  await form.name.fill('Callum Reid');
  await form.email.fill('callum@example.co.uk');
  await form.subject.selectOption({ label: 'Trade account' });
  await form.message.fill('Please open a trade account for <Reid & Sons>.');
  await form.send.click();
  const reference = (await page.getByText(/Your reference is/).textContent())?.match(
    /CS-\d{6}/,
  )?.[0];
  expect(reference).toMatch(/^CS-\d{6}$/);

  await page.getByRole('link', { name: 'View and print your message' }).click();
  await expect(page).toHaveURL(/\/enquiries\/[\w-]{43}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thank you: we have your message',
  );
  await expect(page.getByText(`Your reference is ${reference}.`)).toBeVisible();
  await expect(page.getByText('Please open a trade account for <Reid & Sons>.')).toBeVisible();
  await expectNoViolations(page);
});

test('the confirmation page prints on one A4 page with the reference and without the buttons', async ({
  page,
}) => {
  const sent = await page.request.post('/api/enquiries', {
    form: {
      name: 'Fiona Murray',
      email: 'fiona@example.co.uk',
      subject: 'quote',
      message: 'Printed for the file.',
      lines: JSON.stringify([
        {
          productId: 'standard-wall-shelf',
          options: { colour: 'white', width: '1000', eposColor: 'none' },
          quantity: 4,
        },
      ]),
    },
    maxRedirects: 0,
  });
  await page.goto(sent.headers()['location'] ?? '');
  const reference = (await page.locator('.reference').textContent()) ?? '';
  const pdf = await page.pdf({ format: 'A4' });
  const dir = mkdtempSync(join(tmpdir(), 'confirmation-'));
  writeFileSync(join(dir, 'page.pdf'), pdf);
  const text = execFileSync('pdftotext', ['-layout', join(dir, 'page.pdf'), '-']).toString();
  expect(text).toContain(`Your reference is ${reference}`);
  // 4 x £95.83 ex VAT = £383.32, VAT £76.66: by the rule of record, not 4 x £115.00.
  expect(text).toMatch(/Total inc VAT\s+£459\.98/);
  expect(text).not.toContain('Back to the shop');
  expect(execFileSync('pdfinfo', [join(dir, 'page.pdf')]).toString()).toMatch(
    /Pages:\s+1\n[\s\S]*595\.\d+ x 84\d\.\d+ pts \(A4\)/,
  );
});

test("a product page's Request Quote fills in the subject and names the product and size", async ({
  page,
}) => {
  await page.goto('/products/display-cabinet/premium-glass?size=1500');
  await hydrated(page);
  await page.getByRole('link', { name: 'Request Quote' }).click();

  await expect(page).toHaveURL(/\/contact\?subject=quote&message=/);
  const form = contactForm(page);
  await expect(form.subject).toHaveValue('quote');
  await expect(form.subject.locator('option:checked')).toHaveText('Request a quote');
  await expect(form.message).toHaveValue(/Premium Glass Cabinet/);
  await expect(form.message).toHaveValue(/1500mm wide/);
  await expect(form.name).toHaveValue('');
});

/** Three lines: £1,299.99 + 3 x £69.99 + 2 x £145.00 = £1,799.96 inc VAT. */
const threeLines = [
  {
    productId: 'premium-glass',
    options: { size: '1200', glassType: 'frosted', ledColor: 'pure-white' },
    quantity: 1,
  },
  { productId: 'toughened-glass-shelf', options: { width: '800', depth: '200' }, quantity: 3 },
  {
    productId: 'standard-wall-shelf',
    options: { colour: 'grey', width: '1200', eposColor: 'none' },
    quantity: 2,
  },
];

/** The basket as the site keeps it, set before the first page of the journey. */
async function fillBasket(page: Page) {
  await page.goto('/');
  await page.evaluate(
    ([key, lines]) => localStorage.setItem(key, JSON.stringify({ version: 1, lines })),
    [STORAGE_KEY, threeLines] as const,
  );
}

/**
 * The totals of record: £1,083.33 + 3 x £58.33 + 2 x £120.83 = £1,499.98 ex VAT, VAT
 * £300.00 (299.996), £1,799.98: 2p more than the catalogue prices' £1,799.96.
 */
const totalRows = ['Total ex VAT£1,499.98', 'VAT (20%)£300.00', 'Total inc VAT£1,799.98'];

/** The request page's table as the eye reads it, inc VAT: headings first and totals last. */
const quoteRows = [
  'ItemQuantityUnit price inc VATLine total inc VAT',
  /^Premium Glass Cabinet\s*Size: 1200mm wide, Glass type: Frosted, LED colour: Pure White\s*Delivery in 7-10 days1£1,299\.99£1,299\.99$/,
  /^8mm Toughened Glass Shelf - 800mm x 200mm\s*Width: 800mm, Depth: 200mm\s*Same day collection available; Estimated 2-3 day delivery3£69\.99£209\.97$/,
  /^Standard Wall Shelf.*Estimated 2-3 day delivery2£145\.00£290\.00$/,
  ...totalRows,
];

/** The confirmation's: the request of record, ex VAT, as the quote will be written. */
const recordRows = [
  'ItemQuantityUnit price ex VATLine total ex VAT',
  /^Premium Glass Cabinet\s*Size: 1200mm wide, Glass type: Frosted, LED colour: Pure White\s*Delivery in 7-10 days1£1,083\.33£1,083\.33$/,
  /^8mm Toughened Glass Shelf - 800mm x 200mm\s*Width: 800mm, Depth: 200mm\s*Same day collection available; Estimated 2-3 day delivery3£58\.33£174\.99$/,
  /^Standard Wall Shelf.*Estimated 2-3 day delivery2£120\.83£241\.66$/,
  ...totalRows,
];

for (const width of [1280, 390]) {
  test(`at ${width}px, Proceed to Checkout opens "Request a quote", sends the basket and lands on its confirmation`, async ({
    page,
  }) => {
    test.slow(); // Three pages and three scans.
    await page.setViewportSize({ width, height: 900 });
    await fillBasket(page);
    await page.goto('/cart');
    await hydrated(page);
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

    // Its own page, under the basket, with nothing of the basket in the address.
    await expect(page).toHaveURL('/cart/quote');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request a quote');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Basket' })).toHaveAttribute('href', '/cart');
    await expect(crumbs.getByRole('listitem').last()).toHaveText('Request a quote');
    const main = page.getByRole('main');
    await expect(main.locator('tr')).toHaveText(quoteRows);
    // The lines add up to £1,799.96: one sentence says which total is charged, and why.
    await expect(
      main.getByText(
        'Total inc VAT, which is what you pay, is 2p more than the sum of the catalogue prices: our prices of record are ex VAT, each rounded to the penny, and VAT is worked out once on their total.',
      ),
    ).toBeVisible();
    // Once: no summary beside the table, no copy in a field.
    expect((await main.innerText()).split('Premium Glass Cabinet')).toHaveLength(2);
    const note = page.getByRole('textbox', { name: /^Note/ });
    await expect(note).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Subject' })).toHaveCount(0);
    await expectNoViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

    await page.getByRole('textbox', { name: 'Full name' }).fill('Morag Campbell');
    await page.getByRole('textbox', { name: 'Email address' }).fill('morag@example.co.uk');
    await note.fill('Deliver to G2 8AX, please: the shop opens on the 3rd.');
    const requests = recordRequests(page);
    await page.getByRole('button', { name: 'Send quote request' }).click();

    await expect(
      page.getByRole('heading', { name: 'Thank you for your quote request' }),
    ).toBeFocused();
    await expect(page.getByText(/Your reference is CS-\d{6}/)).toBeVisible();
    await expect(
      page.getByText(/^Our sales team has your request and replies within one working day/),
    ).toContainText(site.phone.display);
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(page.getByRole('button', { name: /Send Another/i })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Empty my basket' })).toBeVisible();
    await expect(page).toHaveURL('/cart/quote');
    const posts = requests.filter((request) => request.method() !== 'GET');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.postDataJSON()).toMatchObject({
      kind: 'contact',
      subject: 'quote',
      message: 'Deliver to G2 8AX, please: the shop opens on the 3rd.',
      lines: threeLines,
    });
    await expectNoViolations(page);

    // The record the server kept: its own prices, the lines once, then the three totals.
    await page.getByRole('link', { name: 'View and print your quote request' }).click();
    await expect(page).toHaveURL(/\/enquiries\/[\w-]{43}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you: we have your quote request',
    );
    await expect(page.locator('table tr')).toHaveText(recordRows);
    await expect(page.locator('main')).not.toContainText('Subtotal');
    const sent = page.locator('dl.labelled');
    await expect(sent).toContainText('NoteDeliver to G2 8AX, please: the shop opens on the 3rd.');
    await expect(sent).not.toContainText('Subject');
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expectNoViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}

test('the thank-you for a quote offers to empty the basket, which it kept', async ({ page }) => {
  await fillBasket(page);
  await page.goto('/cart/quote');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Full name' }).fill('Iain Fraser');
  await page.getByRole('textbox', { name: 'Email address' }).fill('iain@example.co.uk');
  await page.getByRole('button', { name: 'Send quote request' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you for your quote request' }),
  ).toBeVisible();
  const basketLink = page.getByRole('banner').getByRole('link', { name: /^Basket/ });
  await expect(basketLink).toHaveAccessibleName('Basket, 6 items');
  await page.getByRole('button', { name: 'Empty my basket' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your basket is now empty.' }),
  ).toBeVisible();
  await expect(basketLink).toHaveAccessibleName('Basket');
  // The thanks stay: the page does not turn into the empty basket's.
  await expect(
    page.getByRole('heading', { name: 'Thank you for your quote request' }),
  ).toBeVisible();
});

test('with an empty basket, "Request a quote" says so and leads back to the products', async ({
  page,
}) => {
  await page.goto('/cart/quote');
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByText('Your basket is empty')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
    'href',
    '/products',
  );
  await expect(main.locator('form')).toHaveCount(0);
});

for (const width of [390, 1280]) {
  test(`at ${width}px an empty basket's quote request shows "Your basket is empty" without moving anything`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto('/cart/quote');
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(main.getByText('Your basket is empty')).toBeVisible();
    // What follows the basket on a phone is where it was before the page knew the basket.
    await expect(main.getByRole('heading', { name: 'Questions about your quote?' })).toBeVisible();
    expect(await layoutShiftSoFar(page)).toBe(0);
  });
}

test("an old Proceed to Checkout link to /contact?basket goes on to the basket's quote request", async ({
  page,
}) => {
  await fillBasket(page);
  await page.goto('/contact?subject=quote&message=I%20would%20like%20to%20order&basket=1');
  await expect(page).toHaveURL('/cart/quote');
  await expect(page.getByRole('table', { name: 'Your basket (6 items)' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Note/ })).toHaveValue('');
});

test('a first load of a prefilled link fills the form once the page has hydrated', async ({
  page,
}) => {
  const form = await openContact(page, '/contact?subject=trade&message=Trade%20account%20please');
  await expect(form.subject).toHaveValue('trade');
  await expect(form.message).toHaveValue('Trade account please');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts to the server and the confirmation page shows the reference @smoke', async ({
    page,
  }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    await form.name.fill('Iain Fraser');
    await form.email.fill('iain@example.co.uk');
    await form.subject.selectOption({ label: 'General enquiry' });
    await form.message.fill('Sent without JavaScript.');
    await form.send.click();

    await expect(page).toHaveURL(/\/enquiries\/[\w-]{43}$/);
    await expect(page.getByText(/^Your reference is CS-\d{6}\.$/)).toBeVisible();
    await expect(page.getByText('Sent without JavaScript.')).toBeVisible();
  });

  test('"Request a quote" says why it cannot show the basket and how to ask instead, with no form', async ({
    page,
  }) => {
    await page.goto('/cart/quote');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request a quote');
    const main = page.getByRole('main');
    await expect(main.getByText('Loading your basket')).toBeHidden();
    await expect(main).toContainText(
      'Your basket is kept in this browser and needs JavaScript to be shown',
    );
    await expect(main.getByRole('link', { name: 'contact form' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(main.getByRole('link', { name: site.phone.display }).first()).toHaveAttribute(
      'href',
      `tel:${site.phone.e164}`,
    );
    await expect(main.locator('form')).toHaveCount(0);
    await expect(main.getByRole('button')).toHaveCount(0);
  });

  test('invalid answers come back beside their fields with every value kept', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/site-survey-request');
    const field = (name: string | RegExp) => page.getByRole('textbox', { name });
    await field('Full name').fill('Iain Fraser');
    await field('Email address').fill('iain@example.co.uk');
    await field('Phone number').fill('0141 496 0999');
    await field('Shop address').fill('45 Argyle Street, Glasgow');
    await field('Postcode').fill('ARGYLE');
    await page
      .getByRole('combobox', { name: 'Type of work' })
      .selectOption({ label: 'Shop fit-out' });
    await page.getByRole('button', { name: 'Request Survey' }).click();

    await expect(page.getByRole('alert')).toContainText('1 answer needs correcting');
    await expect(field('Postcode')).toHaveAccessibleDescription(
      'Error: Enter a UK postcode in the right format, like G5 8RE',
    );
    await expect(field('Postcode')).toHaveValue('ARGYLE');
    await expect(field('Shop address')).toHaveValue('45 Argyle Street, Glasgow');
    await expect(page.getByRole('combobox', { name: 'Type of work' })).toHaveValue('shop-fit-out');
    forgiveConsoleErrors(pageErrors, /status of 400/);

    await field('Postcode').fill('G2 8AX');
    await page.getByRole('button', { name: 'Request Survey' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you: we have your site survey request',
    );
  });
});

test("the server's form page for a browser without JavaScript passes the scan", async ({
  page,
}) => {
  const answer = await page.request.post('/api/enquiries', {
    form: { kind: 'contact', name: '', email: 'x', subject: '', message: '' },
  });
  expect(answer.status()).toBe(400);
  await page.setContent(await answer.text());
  await expect(page.getByRole('alert')).toContainText('4 answers need correcting');
  await expectNoViolations(page);
});

test('a double click sends one enquiry', async ({ page }) => {
  const form = await openContact(page);
  await form.name.fill('Priya Sandhu');
  await form.email.fill('priya@example.co.uk');
  await form.subject.selectOption({ label: 'General enquiry' });
  await form.message.fill('Clicked twice.');
  const posts: Request[] = [];
  const references: Promise<string>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request);
  });
  page.on('response', (response) => {
    if (response.request().method() === 'POST') {
      references.push(response.json().then((body: { reference: string }) => body.reference));
    }
  });
  await form.send.dblclick();
  await expect(page.getByRole('heading', { name: 'Thank you for your message' })).toBeVisible();
  const keys = posts.map((request) => request.postDataJSON().idempotencyKey);
  expect(new Set(keys).size).toBe(1);
  // However many posts went, the server stored one enquiry: every answer names it.
  const stored = new Set(await Promise.all(references));
  expect(stored.size).toBe(1);
  await expect(page.getByRole('main')).toContainText([...stored][0] ?? 'no reference');
});

test('offline, the form says so and keeps every answer; back online, the same enquiry is sent', async ({
  page,
  context,
  pageErrors,
}) => {
  const form = await openContact(page);
  await form.name.fill('Callum Reid');
  await form.email.fill('callum@example.co.uk');
  await form.subject.selectOption({ label: 'General enquiry' });
  await form.message.fill('Written on the train.');
  await context.setOffline(true);
  await form.send.click();
  await expect(page.getByRole('alert')).toContainText('We could not reach our server');
  await expect(form.message).toHaveValue('Written on the train.');

  await context.setOffline(false);
  await form.send.click();
  await expect(page.getByRole('heading', { name: 'Thank you for your message' })).toBeVisible();
  forgiveConsoleErrors(pageErrors, /ERR_INTERNET_DISCONNECTED/);
});

test("offline before the form's code has loaded, it says so; back online, the code and the enquiry go", async ({
  page,
  pageErrors,
}) => {
  // The browser keeps a failed import: the code is asked for again under a new address
  // (app/lib/import-again.ts), or the form could never be sent without a reload.
  const reconnect = await cutOff(page, 'on-submit');
  const form = await openContact(page);
  await form.name.fill('Callum Reid');
  await form.email.fill('callum@example.co.uk');
  await form.subject.selectOption({ label: 'General enquiry' });
  await form.message.fill('Written in a tunnel.');
  await form.send.click();
  await expect(page.getByRole('alert')).toContainText('We could not reach our server');
  await expect(form.message).toHaveValue('Written in a tunnel.');

  await reconnect();
  await form.send.click();
  await expect(page.getByRole('heading', { name: 'Thank you for your message' })).toBeVisible();
  forgiveConsoleErrors(pageErrors, /ERR_INTERNET_DISCONNECTED|dynamically imported module/);
});

test('a message being written survives a reload, and is gone once sent', async ({ page }) => {
  const form = await openContact(page);
  await form.name.fill('Morag Campbell');
  await form.message.fill('Half written');
  await page.reload();
  await hydrated(page);
  await expect(form.name).toHaveValue('Morag Campbell');
  await expect(form.message).toHaveValue('Half written');
  await form.email.fill('morag@example.co.uk');
  await form.subject.selectOption({ label: 'General enquiry' });
  await form.send.click();
  await expect(page.getByRole('heading', { name: 'Thank you for your message' })).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(form.name).toHaveValue('');
});

test.describe('from one address, many messages', () => {
  // A visitor's address as nginx forwards it to the server (trusted from loopback only).
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${Date.now() % 250}` } });

  test('after five in ten minutes the form explains the wait and keeps the text', async ({
    page,
    pageErrors,
  }) => {
    const form = await openContact(page);
    await form.name.fill('Busy Bee');
    await form.email.fill('bee@example.co.uk');
    await form.subject.selectOption({ label: 'General enquiry' });
    for (let sent = 1; sent <= 5; sent += 1) {
      await form.message.fill(`Message ${sent}`);
      await form.send.click();
      await page.getByRole('button', { name: 'Send Another Message' }).click();
      await form.name.fill('Busy Bee');
      await form.email.fill('bee@example.co.uk');
      await form.subject.selectOption({ label: 'General enquiry' });
    }
    await form.message.fill('The sixth');
    await form.send.click();
    await expect(page.getByRole('alert')).toContainText(
      'We have had several messages from your connection in a short time. Please send it again in 10 minutes',
    );
    await expect(form.message).toHaveValue('The sixth');
    forgiveConsoleErrors(pageErrors, /status of 429/);
  });
});

test('the page lists the other ways to reach the sales team, the opening hours and the FAQ', async ({
  page,
}) => {
  await openContact(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: site.phone.display })).toHaveAttribute(
    'href',
    `tel:${site.phone.e164}`,
  );
  await expect(main.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  const whatsApp = main.getByRole('link', { name: /WhatsApp.*\(opens in a new tab\)/ });
  await expect(whatsApp).toHaveAttribute('href', `https://wa.me/${site.whatsApp.number}`);
  await expect(whatsApp).toHaveAttribute('target', '_blank');
  await expect(main.getByText(showroomAddress())).toBeVisible();
  for (const hours of ['Monday to Friday9am-5pm', 'Saturday10am-2pm', 'SundayClosed']) {
    await expect(main.locator('dl')).toContainText(hours);
  }

  for (const [question, fact] of [
    ['How long does delivery take?', 'Standard shipping takes 5-7 business days'],
    ['What is your returns policy?', '30-day return policy'],
    ['Is delivery free?', 'Delivery is free on orders over £1,000'],
    ['Can ceiling grid and tiles be delivered?', 'collected from our Glasgow warehouse'],
  ] as const) {
    await expect(main.getByText(fact)).toBeHidden();
    await main.getByText(question).click();
    await expect(main.getByText(fact)).toBeVisible();
  }
  await expect(main).not.toContainText('$');
});

test('at 390px the form and details fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const form = await openContact(page);
  await form.send.click();
  await expect(form.name).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the site-survey request checks every answer, the postcode included, then thanks', async ({
  page,
}) => {
  await page.goto('/site-survey-request');
  await hydrated(page);
  await expect(page).toHaveTitle(`Request a Site Survey | ${site.name}`);
  const field = (name: string | RegExp) => page.getByRole('textbox', { name });
  const workType = page.getByRole('combobox', { name: 'Type of work' });
  const submit = page.getByRole('button', { name: 'Request Survey' });

  await submit.click();
  await expect(field('Full name')).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'has not been sent' })).toContainText(
    'Your request has not been sent: 6 answers need correcting.',
  );
  await expect(field('Phone number')).toHaveAccessibleDescription(
    /Enter a phone number so our surveyor can call you/,
  );
  await expect(workType).toHaveAccessibleDescription('Error: Choose the type of work');

  await field('Full name').fill('Iain Fraser');
  await field('Email address').fill('iain@example.co.uk');
  await field('Phone number').fill('0141 496 0999');
  await field('Shop address').fill('45 Argyle Street, Glasgow');
  await field('Postcode').fill('ARGYLE');
  await workType.selectOption({ label: 'Shop fit-out' });
  await submit.click();
  await expect(field('Postcode')).toBeFocused();
  await expect(field('Postcode')).toHaveAccessibleDescription(
    'Error: Enter a UK postcode in the right format, like G5 8RE',
  );
  await expect(field('Shop address')).toHaveValue('45 Argyle Street, Glasgow');

  await field('Postcode').fill('G2 8AX');
  await expect(field('Postcode')).not.toHaveAttribute('aria-invalid');
  const requests = recordRequests(page);
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Thank you for your request' })).toBeFocused();
  await expect(page.getByText(/Your reference is CS-\d{6}/)).toBeVisible();
  expect(requests.filter((request) => request.method() !== 'GET')).toHaveLength(1);
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Send Another Request' }).click();
  await expect(field('Full name')).toBeFocused();
  await expect(field('Postcode')).toHaveValue('');
});
