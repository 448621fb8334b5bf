import type { Page } from '@playwright/test';
import { routedPages } from '../../app/routing/route-table';
import { expect, hydrated, test } from './fixtures';

/**
 * What the fixed WhatsApp button covers where it stands: every piece of text, link or control
 * that is painted under it (not clipped away, not hidden), described for the failure message.
 * A box is sampled at a grid of points inside the overlap, and counts only where the browser's
 * own hit test finds the element there, so a slide moved out of a carousel's window or
 * screen-reader-only text does not count.
 */
async function coveredByFloatingButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const float = document.querySelector<HTMLElement>('a[aria-label^="Chat with"]');
    if (!float) return ['no WhatsApp button on the page'];
    const button = float.getBoundingClientRect();
    const covered: string[] = [];

    function describe(element: Element): string {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const name = element.getAttribute('aria-label') ?? element.getAttribute('name') ?? '';
      return `<${element.tagName.toLowerCase()}> ${name || text}`;
    }

    function paintedUnder(element: Element, box: DOMRect): boolean {
      const left = Math.max(box.left, button.left);
      const right = Math.min(box.right, button.right);
      const top = Math.max(box.top, button.top);
      const bottom = Math.min(box.bottom, button.bottom);
      if (right - left < 1 || bottom - top < 1) return false;
      for (let i = 0; i < 5; i += 1) {
        for (let j = 0; j < 5; j += 1) {
          const x = left + ((right - left) * (i + 0.5)) / 5;
          const y = top + ((bottom - top) * (j + 0.5)) / 5;
          if (document.elementsFromPoint(x, y).includes(element)) return true;
        }
      }
      return false;
    }

    // Text: every run of visible characters, measured by the browser as laid out.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || float.contains(parent) || !node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) {
        if (paintedUnder(parent, box)) {
          covered.push(`text "${node.textContent.trim().slice(0, 40)}" in ${describe(parent)}`);
          break;
        }
      }
    }

    // Links and controls, text or not (an icon button, a field, a radio).
    const controls = document.querySelectorAll(
      'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])',
    );
    for (const control of controls) {
      if (float.contains(control)) continue;
      if (paintedUnder(control, control.getBoundingClientRect())) {
        covered.push(`control ${describe(control)}`);
      }
    }
    return covered;
  });
}

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // The compact header settles as the page scrolls; measure once it has.
  await page.waitForFunction(
    () =>
      Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
  );
}

// Issue 26: nothing floats over content at rest. Scrolled to the end of any page, at any
// width, the footer's room keeps the button off everything; at 1280 the page's width leaves
// the corner beside the content free, so the button covers nothing wherever the page rests.
for (const path of routedPages().map((page) => page.path)) {
  test(`the WhatsApp button covers nothing on ${path} at 1280 (anywhere) and 390 (at the end)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await hydrated(page);
    // From the top to the end, a window's height at a time less a little overlap.
    for (let y = 0; ; y += 700) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const atEnd = await page.evaluate(
        () =>
          Math.ceil(window.scrollY + window.innerHeight) >=
          document.documentElement.scrollHeight - 1,
      );
      expect(await coveredByFloatingButton(page), `1280 wide, scrolled to ${y}`).toEqual([]);
      if (atEnd) break;
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await scrollToEnd(page);
    expect(await coveredByFloatingButton(page), 'at the end, 390 wide').toEqual([]);
  });
}

test('the check names a link the button stands over, so the checks above can fail', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  // A link laid out under the button, as a page's content would be.
  await page.evaluate(() => {
    const box = document.querySelector('a[aria-label^="Chat with"]')?.getBoundingClientRect();
    if (!box) throw new Error('no WhatsApp button on the page');
    const link = document.createElement('a');
    link.href = '/contact';
    link.textContent = 'Planted link';
    link.style.cssText = `position: fixed; left: ${box.left + 4}px; top: ${box.top + 10}px`;
    document.body.append(link);
  });
  const covered = await coveredByFloatingButton(page);
  expect(covered).toContain('text "Planted link" in <a> Planted link');
  expect(covered).toContain('control <a> Planted link');
});
