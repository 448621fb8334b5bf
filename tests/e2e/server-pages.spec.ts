import { execFileSync } from 'node:child_process';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, WCAG_22_AA } from './fixtures';

// Issue 22: every page the server renders (the confirmation, the form page for a browser
// without JavaScript, and each staff page) passes the scan and fits the window, on a
// desktop and on a phone.

const PASSWORD = 'Rain on the Kelvingrove bandstand';

async function expectReadable(page: Page, width: number) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(violations.map(({ id }) => id)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  // No script on a server page, so nothing waits to be ready.
  expect(await page.locator('script').count()).toBe(0);
}

for (const width of [1280, 390]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the confirmation of a quote request and the form page with its errors', async ({
      page,
    }) => {
      const sent = await page.request.post('/api/enquiries', {
        data: {
          kind: 'contact',
          name: 'Eilidh Grant',
          email: 'eilidh@example.co.uk',
          subject: 'quote',
          message: 'Two cabinets and a run of wall shelving for the new shop on Byres Road.',
          lines: [
            {
              productId: 'premium-glass',
              options: { size: '1800', glassType: 'frosted', ledColor: 'rgb' },
              quantity: 2,
            },
            {
              productId: 'standard-wall-shelf',
              options: { colour: 'grey', width: '1200', eposColor: 'none' },
              quantity: 12,
            },
          ],
        },
      });
      expect(sent.status()).toBe(201);
      const { confirmationUrl } = (await sent.json()) as { confirmationUrl: string };
      await page.goto(confirmationUrl);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Thank you: we have your quote request',
      );
      const table = page.getByRole('table', { name: 'Your quote request' });
      await expect(table.getByRole('row', { name: /Premium Glass Cabinet/ })).toBeVisible();
      await expect(table.getByRole('row', { name: /Total inc VAT/ })).toBeVisible();
      await expectReadable(page, width);

      const refused = await page.request.post('/api/enquiries', {
        form: { kind: 'site-survey', name: '', email: 'not an address', postcode: 'ARGYLE' },
      });
      expect(refused.status()).toBe(400);
      await page.setContent(await refused.text());
      await expect(page.getByRole('alert')).toContainText('answers need correcting');
      await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
        'Error: Enter a phone number so our surveyor can call you',
      );
      await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(
        'not an address',
      );
      await expectReadable(page, width);
    });

    test('the staff sign-in, the inbox, an enquiry with its quote and the erase question', async ({
      page,
    }) => {
      // Several server pages, each scanned by axe, and a password hashed: over the default
      // 30 s on a busy two-core machine.
      test.slow();
      const email = `pages-${width}-${Date.now()}@example.co.uk`;
      execFileSync(process.execPath, ['scripts/staff.js', 'add', email], {
        env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, STAFF_PASSWORD: PASSWORD },
      });
      const name = `Ruaridh Sinclair ${width}-${Date.now()}`;
      const sent = await page.request.post('/api/enquiries', {
        data: {
          kind: 'contact',
          name,
          email: 'ruaridh@example.co.uk',
          company: 'Sinclair Outfitters of Great Western Road Limited',
          subject: 'quote',
          message: 'A quote for the fitting-room wall, please.',
          lines: [
            {
              productId: 'premium-glass',
              options: { size: '1500', glassType: 'tinted', ledColor: 'rgb' },
              quantity: 1,
            },
          ],
        },
      });
      expect(sent.status()).toBe(201);

      await page.goto('/staff/sign-in');
      await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
      await expectReadable(page, width);
      await page.getByRole('textbox', { name: 'Email address' }).fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();

      await expect(page.getByRole('heading', { name: 'Enquiries' })).toBeVisible();
      await expectReadable(page, width);

      await page.getByRole('searchbox', { name: 'Search' }).fill(name);
      await page.getByRole('button', { name: 'Filter' }).click();
      await page
        .getByRole('row', { name: new RegExp(name) })
        .getByRole('link', { name: /^CS-\d{6}$/ })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Quote request CS-\d{6}$/);
      await expect(page.getByRole('cell', { name: /Premium Glass Cabinet/ })).toBeVisible();
      await expectReadable(page, width);

      await page.getByRole('link', { name: /Erase this enquiry/ }).click();
      await expect(page.getByRole('button', { name: /Erase/ })).toBeVisible();
      await expectReadable(page, width);
    });
  });
}
