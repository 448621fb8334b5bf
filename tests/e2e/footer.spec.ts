import type { Locator } from '@playwright/test';
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
