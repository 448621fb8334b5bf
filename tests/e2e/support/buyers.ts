import type { Page } from '@playwright/test';
import { expect, hydrated } from '../fixtures';
import { mailTo, type MailSite } from './mail-site';
import { fact } from './quotes';

/**
 * What a buyer does in the journeys: sends a basket as a quote request, accepts a quote on
 * its page, and asks for a sign-in link on /account, read back from the mail server.
 */

/** A premium glass cabinet sent as a quote request from `page`'s basket; gives the reference. */
export async function requestQuote(page: Page, name: string, email: string) {
  await page.goto('/products/display-cabinet/premium-glass');
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
  await page.goto('/cart/quote');
  await page.getByRole('textbox', { name: 'Full name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('textbox', { name: /^Phone number/ }).fill('0141 496 0018');
  await page.getByRole('button', { name: 'Send quote request' }).click();
  const thanks = await page.getByText(/^Your reference is CS-\d{6}\.$/).textContent();
  const reference = /CS-\d{6}/.exec(thanks ?? '')?.[0] ?? '';
  expect(reference).toMatch(/^CS-\d{6}$/);
  return reference;
}

/** Accept quote on the quote's page (its `link`), with a billing address: the order starts. */
export async function acceptQuote(page: Page, link: string, name: string) {
  await page.goto(link);
  await expect(fact(page, 'Payment')).toContainText('a VAT invoice for a 50% deposit');
  const accept = page.getByRole('region', { name: 'Accept quote' });
  await accept.getByRole('textbox', { name: 'Your name' }).fill(name);
  await accept.getByRole('textbox', { name: /^Company/ }).fill('Muir Interiors Ltd');
  await accept
    .getByRole('textbox', { name: /^Billing address/ })
    .fill('40 West Nile Street\nGlasgow');
  await accept.getByRole('textbox', { name: 'Billing postcode' }).fill('G1 2PR');
  await accept.getByRole('checkbox', { name: 'I accept the terms above' }).check();
  await accept.getByRole('button', { name: 'Accept quote' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order confirmed');
}

/** The signed-out /account form, filled and sent: the one answer the page gives. */
export async function askForLink(page: Page, email: string) {
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your quotes and orders');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  await expect(page.getByRole('status')).toHaveText(
    'If we have quotes or orders for that address, a link is on its way.',
  );
}

/**
 * The path of the sign-in link in the `count`th sign-in e-mail to `email` (1 for the
 * first), once the mail server has it (the quotes' and invoices' e-mails go there too),
 * and the e-mail's text. The link names the live site; the journey opens the same path on
 * the server under test.
 */
export async function signInPath(mailSite: MailSite, email: string, count: number) {
  const links = () => mailTo(mailSite, email).filter((text) => text.includes('/account/sign-in/'));
  await expect.poll(() => links().length, { timeout: 20_000 }).toBe(count);
  const text = links().at(-1) ?? '';
  // A long header is folded onto a second line.
  expect(text).toMatch(
    /^Subject: Your link to your quotes and orders from\s+Clydeside Shopfitters$/m,
  );
  const path = /https?:\/\/[^/\s]+(\/account\/sign-in\/[\w-]+)/.exec(text)?.[1];
  expect(path, 'a sign-in link in the e-mail').toMatch(/^\/account\/sign-in\/[\w-]{43}$/);
  return { path: path ?? '', text };
}
