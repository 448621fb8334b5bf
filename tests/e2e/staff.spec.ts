import { execFileSync } from 'node:child_process';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, forgiveConsoleErrors, test, WCAG_22_AA } from './fixtures';

const PASSWORD = 'Tall ships on the Clyde';

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(violations.map(({ id }) => id)).toEqual([]);
}

/** An account made as docs/sales.md says, on the store the test server reads. */
function addStaff(email: string) {
  execFileSync(process.execPath, ['scripts/staff.js', 'add', email], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, STAFF_PASSWORD: PASSWORD },
  });
}

async function signIn(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

for (const width of [1280, 390]) {
  test(`at ${width}px the sales team signs in, finds a message sent through the contact form and works it`, async ({
    page,
  }) => {
    // Several server pages, each scanned by axe, and a password hashed: over the default
    // 30 s on a busy two-core machine.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const email = `sales-${width}-${Date.now()}@example.co.uk`;
    addStaff(email);
    const name = `Aileen MacLeod ${width}-${Date.now()}`;
    const sent = await page.request.post('/api/enquiries', {
      form: {
        name,
        email: 'aileen@example.co.uk',
        subject: 'general',
        message: '<b>Three bays</b> please',
      },
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(303);

    await page.goto('/staff');
    await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff$/);
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    await expectNoViolations(page);
    await signIn(page, email);

    await expect(page.getByRole('heading', { name: 'Enquiries' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByText('Showing 1 to 1 of 1 enquiry')).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Message');
    await expect(row).toContainText('New');
    await expectNoViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

    // The customer's name opens the enquiry too.
    await expect(row.getByRole('link', { name })).toHaveAttribute(
      'href',
      /^\/staff\/enquiries\/[0-9a-f-]{36}$/,
    );
    await row.getByRole('link', { name: /^CS-\d{6}$/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Message CS-\d{6}$/);
    await expect(page.getByText('<b>Three bays</b> please')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'In progress' });
    await page.getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Status changed.' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Note' }).fill('Rang back: wants a site survey.');
    await page.getByRole('button', { name: 'Add note' }).click();
    const history = page
      .getByRole('list')
      .filter({ hasText: 'Status changed from New to In progress' });
    await expect(history).toContainText(`${email}: Status changed from New to In progress`);
    await expect(history).toContainText('Note: Rang back: wants a site survey.');
    await expectNoViolations(page);

    await page.getByRole('link', { name: 'Back to the inbox' }).click();
    // On a phone the filters are behind the Filters disclosure.
    if (width === 390) await page.getByText('Filters', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'In progress' });
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('In progress');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('status')).toHaveText('You have signed out.');
    await page.goto('/staff');
    await expect(page).toHaveURL(/\/staff\/sign-in/);
  });
}

test('a wrong password is refused with the same words as an unknown account', async ({
  page,
  pageErrors,
}) => {
  const email = `sales-wrong-${Date.now()}@example.co.uk`;
  addStaff(email);
  await page.goto('/staff/sign-in');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByLabel('Password').fill('not the right password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The email address or the password is not right.',
  );
  await page.getByRole('textbox', { name: 'Email address' }).fill('nobody@example.co.uk');
  await page.getByLabel('Password').fill('not the right password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The email address or the password is not right.',
  );
  forgiveConsoleErrors(pageErrors, /status of 401/);
});
