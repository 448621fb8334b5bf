import { AxeBuilder } from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { showroomAddress, site } from '../../app/content/site';
import { expect, hydrated, test } from './fixtures';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(violations.map(({ id }) => id)).toEqual([]);
}

function contactForm(page: Page) {
  return {
    name: page.getByRole('textbox', { name: 'Full name' }),
    email: page.getByRole('textbox', { name: 'E-mail address' }),
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

test('an empty submit names every missing answer beside its field, announces it and focuses the first', async ({
  page,
}) => {
  const form = await openContact(page);
  await form.send.click();

  await expect(form.name).toBeFocused();
  for (const [field, error] of [
    [form.name, 'Enter your full name'],
    [form.email, 'Enter your e-mail address'],
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
    'Your message has not been sent: 4 answers need correcting. Enter your full name. Enter your e-mail address. Choose a subject. Enter your message.',
  );
  await expectNoViolations(page);

  // Checked again as the visitor corrects it.
  await form.name.fill('Morag Campbell');
  await expect(form.name).not.toHaveAttribute('aria-invalid');
});

test('a wrong e-mail address is explained, keeps what was typed, and focus goes to it', async ({
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
    'Error: Enter an e-mail address in the right format, like name@example.co.uk',
  );
  await expect(form.name).toHaveValue('Morag Campbell');
  await expect(form.subject).toHaveValue('product');
  await expect(form.message).toHaveValue('Is the 8mm toughened shelf in stock in 1200mm?');
});

test('a valid message sends nothing, is thanked, and Send Another Message starts an empty form', async ({
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
  await expect(page.getByText(/does not send messages on its own/)).toContainText(
    site.phone.display,
  );
  await expectNoViolations(page);
  // Nothing left the browser: no POST, no call to any server, only the site's own files.
  const origin = new URL(page.url()).origin;
  const calls = requests.filter(
    (request) =>
      request.method() !== 'GET' ||
      new URL(request.url()).origin !== origin ||
      ['fetch', 'xhr', 'document', 'websocket', 'eventsource'].includes(request.resourceType()),
  );
  expect(calls.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
  await expect(page).toHaveURL('/contact');

  await page.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(form.name).toBeFocused();
  for (const field of [form.name, form.email, form.phone, form.subject, form.message]) {
    await expect(field).toHaveValue('');
  }
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

test("the basket's Proceed to Checkout sends its lines and total to the form", async ({ page }) => {
  await page.goto('/products/display-cabinet/premium-glass');
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
  await page.goto('/cart');
  await hydrated(page);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

  const form = contactForm(page);
  await expect(form.subject).toHaveValue('quote');
  await expect(form.message).toHaveValue(/^- 1 x Premium Glass Cabinet .*: £1,199\.99$/m);
  await expect(form.message).toHaveValue(/^Total: £1,199\.99$/m);
});

test('a first load of a prefilled link fills the form once the page has hydrated', async ({
  page,
}) => {
  const form = await openContact(page, '/contact?subject=trade&message=Trade%20account%20please');
  await expect(form.subject).toHaveValue('trade');
  await expect(form.message).toHaveValue('Trade account please');
});

test('the pre-rendered form cannot be sent by the browser before the page hydrates', async ({
  page,
}) => {
  const html = await (await page.request.get('/contact')).text();
  expect(html).toMatch(/<button type="submit" disabled=""[^>]*>.*Send Message<\/button>/s);
  const form = await openContact(page);
  await expect(form.send).toBeEnabled();
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
  await field('E-mail address').fill('iain@example.co.uk');
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
  expect(requests.filter((request) => request.method() !== 'GET')).toEqual([]);
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Send Another Request' }).click();
  await expect(field('Full name')).toBeFocused();
  await expect(field('Postcode')).toHaveValue('');
});
