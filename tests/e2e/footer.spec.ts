import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

// docs/decisions/024: the footer is laid out as it comes near the window (content-visibility),
// holding a stand-in height until then. The stand-in must never be taller than the footer
// itself: laid out at the end of the page, a footer that shrank would pull what is on screen
// down. Checked either side of each of the stand-in's breakpoints, on the longest page.

/** Whether the footer's contents are laid out (not skipped by content-visibility). */
function laidOut(footer: Locator) {
  return footer.evaluate(
    (element) =>
      element.querySelector('a')?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
  );
}

for (const width of [320, 390, 639, 640, 767, 768, 1023, 1024, 1280, 1920]) {
  test(`at ${width}px the footer waits to be laid out, in a stand-in no taller than itself`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // Far above it, the footer is not laid out: its box is the stand-in.
    expect(await laidOut(footer)).toBe(false);
    const standIn = await footer.evaluate((element) => element.getBoundingClientRect().height);

    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => laidOut(footer)).toBe(true);
    const real = await footer.evaluate((element) => element.getBoundingClientRect().height);
    expect(standIn).toBeLessThanOrEqual(real);
    // Close to it, so the page's length hardly changes as the visitor reaches the end.
    expect(standIn).toBeGreaterThan(real * 0.8);
  });
}

// End jumps to the bottom of the page before the footer is laid out, where its stand-in is
// shortest against it (a phone's width, or 400% zoom): the jump must still reach the end.
for (const width of [320, 390]) {
  test(`at ${width}px End reaches the end of the page and its last line`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await hydrated(page);
    const footer = page.getByRole('contentinfo');
    expect(await laidOut(footer)).toBe(false);

    await page.keyboard.press('End');
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollHeight - (window.scrollY + window.innerHeight),
        ),
      )
      .toBeLessThanOrEqual(1);
    await expect(footer.getByText(/^© /)).toBeInViewport({ ratio: 1 });
  });
}

/** How far the window is from the end of the page, in pixels. */
function shortOfTheEnd(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollHeight - (window.scrollY + window.innerHeight),
  );
}

/** The copyright line reached, whole in the window, and no part of it under the chat button. */
async function expectTheLastLineClear(page: Page) {
  const copyright = page.getByRole('contentinfo').getByText(/^© /);
  await expect(copyright).toBeInViewport({ ratio: 1 });
  const line = await copyright.boundingBox();
  const chat = await page.getByRole('link', { name: /^Chat with .* on WhatsApp/ }).boundingBox();
  expect(line && chat).toBeTruthy();
  if (!line || !chat) return;
  expect(line.y + line.height, 'the copyright line ends above the chat button').toBeLessThanOrEqual(
    chat.y,
  );
}

// Issue 35: a swipe or a flick of the wheel reaches the end of the page in one go, before the
// footer is laid out (its stand-in is about 100 px short at 390 px wide, 190 at 320). The
// page follows the footer as it grows, so the visitor is at the real end, with room below
// the last line for the chat button.
for (const width of [320, 390]) {
  test(`at ${width}px a flick of the wheel from the top reaches the real end, its last line clear of the chat button`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await hydrated(page);
    expect(await laidOut(page.getByRole('contentinfo'))).toBe(false);

    await page.mouse.move(width / 2, 400);
    await page.mouse.wheel(0, 30_000);
    await expect.poll(() => shortOfTheEnd(page)).toBeLessThanOrEqual(1);
    await expectTheLastLineClear(page);
  });

  test(`at ${width}px a swipe from the last section to the end reaches the real end`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await hydrated(page);
    const footer = page.getByRole('contentinfo');
    // Read down the page a screen at a time, to a screen and a half above the footer.
    const stop = await footer.evaluate(
      (element) => element.getBoundingClientRect().top + window.scrollY - 2000,
    );
    for (let y = 800; y < stop; y += 800) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.evaluate(() => new Promise(requestAnimationFrame));
    }
    await page.evaluate((top) => window.scrollTo(0, top), stop);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await laidOut(footer)).toBe(false);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => shortOfTheEnd(page)).toBeLessThanOrEqual(1);
    await expectTheLastLineClear(page);
  });
}
