import { execFileSync } from 'node:child_process';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, forgiveConsoleErrors, test, WCAG_22_AA } from './fixtures';

const PASSWORD = 'Tall ships on the Clyde';
const NEW_PASSWORD = 'Herring gulls over Govan pier';

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(violations.map(({ id }) => id)).toEqual([]);
}

async function expectFits(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

async function signIn(page: Page, email: string) {
  await page.goto('/staff/sign-in');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Enquiries' })).toBeVisible();
}

for (const width of [1280, 390]) {
  test(`at ${width}px a member of staff sees where they are signed in and changes their password, which signs out their other browser`, async ({
    page,
    browser,
    pageErrors,
  }) => {
    // Two browsers, three axe scans and a password hashed four times (scrypt): over the
    // default 30 s on a busy two-core machine.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const email = `account-${width}-${Date.now()}@example.co.uk`;
    execFileSync(process.execPath, ['scripts/staff.js', 'add', email], {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, STAFF_PASSWORD: PASSWORD },
    });
    const elsewhere = await browser.newPage();
    await signIn(elsewhere, email);
    await signIn(page, email);

    await page.getByRole('link', { name: 'Your account' }).click();
    await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
    const sessions = page.getByRole('table', { name: 'Where you are signed in' });
    await expect(sessions.getByRole('row')).toHaveCount(3);
    await expect(sessions.getByRole('row', { name: /This session/ })).toBeVisible();
    await expect(sessions.getByRole('row', { name: /Another browser or device/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toBeVisible();
    await expectNoViolations(page);
    await expectFits(page, width);

    await page.getByRole('link', { name: 'Change your password' }).click();
    await page.getByLabel('Current password').fill('Tall ships on the Forth');
    await page.getByLabel('New password', { exact: true }).fill('sunshine2026!');
    await page.getByLabel('New password again').fill('sunshine2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('alert')).toContainText('Not changed: there is a problem');
    await expect(page.getByLabel('Current password')).toHaveAccessibleDescription(
      'That is not your current password.',
    );
    await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
      /too common or too easy to guess/,
    );
    await expect(page.getByLabel('New password again')).toHaveAccessibleDescription(
      'The two new passwords are not the same.',
    );
    await expectNoViolations(page);
    await expectFits(page, width);
    forgiveConsoleErrors(pageErrors, /status of 400/);

    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('New password again').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password has been changed.');
    await expect(page.getByText('You are not signed in anywhere else.')).toBeVisible();
    await expectNoViolations(page);

    await elsewhere.reload();
    await expect(elsewhere).toHaveURL(/\/staff\/sign-in\?next=/);
    await page.goto('/staff');
    await expect(page.getByRole('heading', { name: 'Enquiries' })).toBeVisible();
    await elsewhere.close();
  });
}
