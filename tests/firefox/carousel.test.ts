import { expect, test } from 'vitest';
import {
  advance,
  attribute,
  click,
  go,
  hydrated,
  inEveryEngine,
  role,
  shownText,
  until,
  untilTrue,
  visible,
} from './harness';
import type { ElementHandle, Page } from 'puppeteer-core';

// The things that move by themselves, and the scroll-snap carousel (tests/e2e/home.spec.ts,
// light-boxes.spec.ts): the pages' intervals stand still and move only with `advance`.
async function openHome(page: Page) {
  await go(page, '/');
  await hydrated(page);
  // Keep the pointer off every moving element: hovering pauses them.
  await page.mouse.move(0, 0);
}

/** The slide the hero shows (the others are hidden from everyone). */
const currentSlide = (hero: ElementHandle) =>
  hero.$eval('[role="group"][aria-hidden="false"]', (slide) => slide.getAttribute('aria-label'));
const slideLink = async (hero: ElementHandle) =>
  hero.$eval('[role="group"][aria-hidden="false"] a', (link) => link.getAttribute('href'));

/** Takes the focus off the carousels (focus inside one pauses it), as a click elsewhere does. */
async function lookAway(page: Page) {
  await page.mouse.move(0, 0);
  await click(page, role('heading', 'Our Products'));
}

inEveryEngine((open) => {
  test('the hero moves on every 5 seconds, has previous, next and a picker, and pauses', async () => {
    const page = await open({ clock: true });
    await openHome(page);
    const hero = await visible(page, role('region', 'Featured ranges'));
    expect(await currentSlide(hero)).toBe('1 of 3');
    expect(await slideLink(hero)).toBe('/products/indoor-signage');
    await advance(page, 4900);
    expect(await currentSlide(hero)).toBe('1 of 3');
    await advance(page, 200);
    await visible(hero, role('group', '2 of 3'));

    await click(hero, role('button', 'Pause slides'));
    await click(hero, role('button', 'Play slides'));
    await lookAway(page);
    const start = await currentSlide(hero);
    await advance(page, 4900);
    expect(await currentSlide(hero)).toBe(start);
    await advance(page, 200);
    await until(async () => (await currentSlide(hero)) !== start, true, 'the slide moved on');

    const pick = await hero.$('button[aria-label^="Show slide 2"]');
    if (!pick) throw new Error('no picker for slide 2');
    await pick.click();
    await until(() => currentSlide(hero), '2 of 3', 'the picked slide');
    expect(await slideLink(hero)).toBe('/products/display-cabinet');
    await click(hero, role('button', 'Pause slides'));
    await lookAway(page);
    await advance(page, 15000);
    expect(await currentSlide(hero)).toBe('2 of 3');

    await click(hero, role('button', 'Next slide'));
    await until(() => slideLink(hero), '/products/retail-shelving', 'the next slide');
    await click(hero, role('button', 'Next slide'));
    await until(() => currentSlide(hero), '1 of 3', 'round to the first');
    await click(hero, role('button', 'Previous slide'));
    await until(() => currentSlide(hero), '3 of 3', 'back round to the last');
  });

  test('hovering the hero holds it still', async () => {
    const page = await open({ clock: true });
    await openHome(page);
    const hero = await visible(page, role('region', 'Featured ranges'));
    await hero.hover();
    await advance(page, 11000);
    expect(await currentSlide(hero)).toBe('1 of 3');
    await page.mouse.move(0, 0);
    await advance(page, 5000);
    await until(() => currentSlide(hero), '2 of 3', 'moving again once the pointer left');
  });

  test('the message banner changes every 3 seconds and can be paused', async () => {
    const page = await open({ clock: true });
    await openHome(page);
    const banner = await visible(page, role('region', 'Shop news'));
    const says = async (words: string) =>
      until(
        async () => (await shownText(banner)).includes(words),
        true,
        `the banner says ${words}`,
      );
    await says('Free delivery on orders over £1,000');
    await advance(page, 3000);
    await says('Visit our Glasgow showroom');
    await advance(page, 3000);
    await says('Trade accounts available');
    await advance(page, 3000);
    await says('Free delivery');

    await click(banner, role('button', 'Pause shop news'));
    await lookAway(page);
    await advance(page, 9000);
    await says('Free delivery');
    await visible(banner, role('button', 'Play shop news'));
  });

  test('light box card images move on every 3 seconds, stop when the arrows are used, and can be paused', async () => {
    const page = await open({ clock: true });
    await go(page, '/products/indoor-signage/advertising-light-box');
    await hydrated(page);
    const card = await visible(page, 'article:has(h3 a[href$="/wall-led-lightbox"])');
    const image = async () => attribute(await visible(card, 'img'), 'src');
    const shows = (picture: number) =>
      untilTrue(
        image,
        (src) => src?.includes(`wall-led-lightbox-${picture}`) ?? false,
        `picture ${picture}`,
      );
    const heading = async () => {
      await page.mouse.move(0, 0);
      await click(page, 'h1');
    };
    await shows(1);
    await page.mouse.move(0, 0);
    await advance(page, 3100);
    await shows(2);

    await click(card, role('button', 'Pause images of Wall LED Lightbox'));
    await heading();
    await advance(page, 6500);
    await shows(2);
    await click(card, role('button', 'Play images of Wall LED Lightbox'));
    await heading();
    await advance(page, 3100);
    await shows(3);

    await click(card, role('button', 'Next image of Wall LED Lightbox'));
    await shows(1);
    await heading();
    await advance(page, 9500);
    await shows(1);
  });

  test('You May Also Like shows six at 1440 wide, pages by scroll-snap, and goes round', async () => {
    const page = await open({ width: 1440, height: 900 });
    await openHome(page);
    const carousel = await visible(page, role('region', 'You May Also Like'));
    const list = await visible(carousel, 'ul');
    await list.scrollIntoView();
    const inView = () =>
      list.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return [...element.children].filter((item) => {
          const rect = item.getBoundingClientRect();
          return rect.left >= box.left - 1 && rect.right <= box.right + 1;
        }).length;
      });
    const place = () =>
      list.evaluate((element) => ({
        left: Math.round(element.scrollLeft),
        end: element.scrollWidth - element.clientWidth,
      }));
    expect(await inView()).toBe(6);
    expect((await place()).left).toBe(0);

    await click(carousel, role('button', 'Next products'));
    // A page at a time: the smooth scroll settles with the seventh product first in view.
    await untilTrue(
      () =>
        list.evaluate((element) => {
          const seventh = element.children[6]?.getBoundingClientRect().left ?? Infinity;
          return Math.abs(seventh - element.getBoundingClientRect().left);
        }),
      (gap) => gap <= 1,
      'the seventh product first in view',
    );
    await until(inView, 6, 'products in view');

    await click(carousel, role('button', 'Next products'));
    await untilTrue(place, ({ left, end }) => end - left <= 1, 'the end in view');
    await click(carousel, role('button', 'Next products'));
    await untilTrue(place, ({ left }) => left === 0, 'round to the start');
    await click(carousel, role('button', 'Previous products'));
    await untilTrue(place, ({ left, end }) => end - left <= 1, 'back round to the end');
  });

  test('with reduced motion, nothing on the home page moves by itself', async () => {
    const page = await open({ clock: true, reducedMotion: true });
    await openHome(page);
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(
      true,
    );
    const hero = await visible(page, role('region', 'Featured ranges'));
    const banner = await visible(page, role('region', 'Shop news'));
    await advance(page, 16000);
    expect(await shownText(banner)).toContain('Free delivery');
    expect(await currentSlide(hero)).toBe('1 of 3');
    // Still at the end: the hero can still be moved by hand.
    await click(hero, role('button', 'Next slide'));
    await until(() => currentSlide(hero), '2 of 3', 'the next slide by hand');
  });
});
