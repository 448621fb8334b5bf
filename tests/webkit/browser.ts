import { Builder, error, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { inject } from 'vitest';
import { driverUrl, stopDriver } from './driver';

/**
 * A MiniBrowser session over WebDriver, and the few queries the journeys need, by role and
 * accessible name as the Playwright journeys find things. The name and the role are the
 * engine's own (WebDriver's Get Computed Label and Role), not worked out here.
 */

export { Key };
export type Viewport = { width: number; height: number };
export const DESKTOP: Viewport = { width: 1280, height: 800 };
export const PHONE: Viewport = { width: 390, height: 844 };

/** Where elements of each role are looked for; the engine then confirms the role. */
const CANDIDATES = {
  button: 'button, [role="button"], input[type="submit"]',
  link: 'a[href], [role="link"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  radio: 'input[type="radio"], [role="radio"]',
  textbox:
    'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], textarea',
  dialog: 'dialog, [role="dialog"]',
  navigation: 'nav, [role="navigation"]',
  region: 'section, [role="region"]',
  group: 'fieldset, [role="group"], [role="radiogroup"]',
  status: '[role="status"], output',
  main: 'main',
} as const;
type Role = keyof typeof CANDIDATES;

export type Scope = WebDriver | WebElement;

/** A session at `viewport` (the page's own size: MiniBrowser runs full-screen, without its toolbar). */
export async function openBrowser(viewport: Viewport = DESKTOP) {
  const { browser } = inject('webkit');
  const driver = await new Builder()
    .usingServer(await driverUrl())
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: browser, args: ['--automation', '--full-screen'] },
    })
    .build();
  // Bounded, so a load or script that never ends fails its step instead of the whole test.
  await driver.manage().setTimeouts({ pageLoad: 30_000, script: 10_000, implicit: 0 });
  await driver.manage().window().setRect(viewport);
  const size = await driver.executeScript<[number, number]>('return [innerWidth, innerHeight]');
  if (size[0] !== viewport.width) {
    await driver.quit();
    throw new Error(`MiniBrowser's page is ${size[0]} wide, not ${viewport.width}`);
  }
  return driver;
}

export function url(path: string) {
  return `${inject('webkit').baseUrl}${path}`;
}

/** Polls `probe` until it gives a value (not undefined or false); a stale element is a retry. */
export async function until<T>(
  driver: WebDriver,
  what: string,
  probe: () => Promise<T | undefined | false>,
  timeout = 10_000,
): Promise<T> {
  const result = await driver.wait(
    async () => {
      try {
        return (await probe()) ?? false;
      } catch (failure) {
        if (
          failure instanceof error.StaleElementReferenceError ||
          failure instanceof error.NoSuchElementError
        ) {
          return false;
        }
        throw failure;
      }
    },
    timeout,
    `timed out waiting for ${what}`,
    50,
  );
  return result as T;
}

function matches(actual: string, name: string | RegExp) {
  return typeof name === 'string' ? actual === name : name.test(actual);
}

/**
 * The elements of `role` named `name` within `scope`, in document order, that the
 * accessibility tree has: rendered, and not under aria-hidden (a visually hidden live region
 * counts, as in Playwright's getByRole).
 */
export async function allByRole(scope: Scope, role: Role, name?: string | RegExp) {
  const driver = 'getDriver' in scope ? scope.getDriver() : scope;
  const candidates = await driver.executeScript<WebElement[]>(
    `const [scope, selector] = arguments;
     return [...(scope ?? document).querySelectorAll(selector)].filter(
       (element) => element.checkVisibility({ visibilityProperty: true }) &&
         !element.closest('[aria-hidden="true"]'),
     );`,
    'getDriver' in scope ? scope : null,
    CANDIDATES[role],
  );
  const found: WebElement[] = [];
  for (const element of candidates) {
    if (name !== undefined && !matches(await element.getAccessibleName(), name)) continue;
    if ((await element.getAriaRole()) !== role) continue;
    found.push(element);
  }
  return found;
}

/** Waits for the one shown element of `role` named `name` within `scope`. */
export async function byRole(
  driver: WebDriver,
  role: Role,
  name?: string | RegExp,
  scope: Scope = driver,
) {
  return until(driver, `the ${role} "${String(name ?? '')}"`, async () => {
    const found = await allByRole(scope, role, name);
    if (found.length > 1) throw new Error(`${found.length} ${role}s named "${String(name)}"`);
    return found[0];
  });
}

/** Waits until no element of `role` named `name` is shown within `scope`. */
export async function goneByRole(driver: WebDriver, role: Role, name?: string | RegExp) {
  await until(driver, `the ${role} "${String(name ?? '')}" to go`, async () =>
    (await allByRole(driver, role, name)).length === 0 ? true : undefined,
  );
}

/** The text of `element` (its textContent, spaces collapsed, as Playwright's toHaveText reads). */
export async function textContent(element: WebElement) {
  const text = await element
    .getDriver()
    .executeScript<string>('return arguments[0].textContent', element);
  return text.replace(/\s+/g, ' ').trim();
}

/** Waits for the text of `element` to contain `text` (or match it); gives the text. */
export async function textOf(driver: WebDriver, element: WebElement, text: string | RegExp) {
  let last = '';
  try {
    return await until(driver, `text ${String(text)}`, async () => {
      last = await textContent(element);
      const shown = typeof text === 'string' ? last.includes(text) : text.test(last);
      return shown ? last : undefined;
    });
  } catch (failure) {
    throw new Error(`expected ${String(text)}, the element reads "${last}"`, { cause: failure });
  }
}

/**
 * Waits for the one live region (role status) whose text matches `text`: a status takes no
 * name from its content, so it is found by what it says.
 */
export async function statusSaying(driver: WebDriver, text: RegExp) {
  return until(driver, `a status saying ${String(text)}`, async () => {
    for (const status of await allByRole(driver, 'status')) {
      if (text.test(await textContent(status))) return status;
    }
    return undefined;
  });
}

/** Opens `path` and waits until React has hydrated the pre-rendered page. */
export async function open(driver: WebDriver, path: string) {
  await driver.get(url(path));
  await hydrated(driver);
}

export async function hydrated(driver: WebDriver) {
  await until(driver, 'hydration', () =>
    driver.executeScript<boolean>("return document.documentElement.dataset.hydrated === 'true'"),
  );
}

export async function pathOf(driver: WebDriver) {
  const address = new URL(await driver.getCurrentUrl());
  return `${address.pathname}${address.search}`;
}

/** Waits for the address's path (and query) to be `path`. */
export async function atPath(driver: WebDriver, path: string | RegExp) {
  let last = '';
  try {
    await until(driver, `the address ${String(path)}`, async () => {
      last = await pathOf(driver);
      return matches(last, path);
    });
  } catch (failure) {
    throw new Error(`expected the address ${String(path)}, it is ${last}`, { cause: failure });
  }
}

/**
 * Clicks `element` as Playwright does: scrolled into the middle of the window, once it has
 * stopped moving, again while the driver finds it not yet clickable. WebKitGTK 2.50's
 * WebDriver does not scroll to an element below the fold when the page keeps a
 * scroll-padding-top as tall as the fixed header (html's, for WCAG 2.4.11): it answers
 * 'element not interactable', or clicks where the element was. Tab and focus() do scroll
 * there in the same engine, so the site is not at fault; the journey scrolls first.
 */
export async function press(driver: WebDriver, element: WebElement) {
  // Scrolled only when out of view, then still over two rendering updates with nothing
  // moving it: WebKit tells the page of a scroll at its next update, and the header then
  // compacts (a transition), which once moved a header link from under the click.
  await driver.executeAsyncScript(
    `const element = arguments[0];
     const done = arguments[arguments.length - 1];
     const r = element.getBoundingClientRect();
     if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) {
       element.scrollIntoView({ block: 'center', inline: 'center' });
     }
     let last = '';
     const frame = () => requestAnimationFrame(() => {
       const { x, y, width, height } = element.getBoundingClientRect();
       const rect = [x, y, width, height].join();
       const moving = document.getAnimations().some((animation) => {
         const target = animation.effect && animation.effect.target;
         return animation.playState === 'running' && target instanceof Element &&
           target.contains(element);
       });
       if (rect === last && !moving) done();
       else {
         last = rect;
         frame();
       }
     });
     frame();`,
    element,
  );
  await until(driver, 'the element to take the click', async () => {
    try {
      await element.click();
      return true;
    } catch (failure) {
      if (
        failure instanceof error.ElementNotInteractableError ||
        failure instanceof error.ElementClickInterceptedError
      ) {
        return false;
      }
      throw failure;
    }
  });
}

export async function isFocused(driver: WebDriver, element: WebElement) {
  return driver.executeScript<boolean>('return document.activeElement === arguments[0]', element);
}

/** `promise`, or a failure naming `what` once it has taken COMMAND_LIMIT. */
async function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`WebKitWebDriver took over ${COMMAND_LIMIT / 1000} s ${what}`)),
      COMMAND_LIMIT,
    );
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A session, started once more when the first start hangs (about one leg in ten here: a
 * MiniBrowser that never answers, and the driver, one session at a time, waits on it for
 * good). The driver is ended with every browser it started, and a new one started. A second
 * hang fails the journey.
 */
async function startSession(viewport: Viewport) {
  const first = openBrowser(viewport);
  first.catch(() => {});
  try {
    return await within(first, 'starting a MiniBrowser session');
  } catch (failure) {
    if (!String(failure).includes('took over')) throw failure;
    console.warn(
      `webkit: ${String(failure)}; the driver is restarted and the session started again`,
    );
    await stopDriver();
    return within(openBrowser(viewport), 'starting a MiniBrowser session, after one that hung');
  }
}

/** How long one WebDriver command may go unanswered before the journey says which it was. */
const COMMAND_LIMIT = Number(process.env.WEBKIT_COMMAND_LIMIT ?? 30_000);

/**
 * Runs `steps` in a fresh session at `viewport` (a basket and store of its own), then ends
 * it. A command the driver never answers (seen now and then here) fails the journey with the
 * command's name, instead of the whole test timing out silently.
 */
export async function journey(viewport: Viewport, steps: (driver: WebDriver) => Promise<void>) {
  const driver = await startSession(viewport);
  const pending = new Map<number, { name: string; since: number }>();
  let next = 0;
  const execute = driver.execute.bind(driver);
  driver.execute = async (command) => {
    const id = (next += 1);
    pending.set(id, { name: command.getName(), since: Date.now() });
    try {
      return await execute(command);
    } finally {
      pending.delete(id);
    }
  };
  let watch: NodeJS.Timeout | undefined;
  const stuck = new Promise<never>((_, reject) => {
    watch = setInterval(() => {
      for (const { name, since } of pending.values()) {
        if (Date.now() - since > COMMAND_LIMIT) {
          reject(
            new Error(`WebKitWebDriver has not answered '${name}' for ${COMMAND_LIMIT / 1000} s`),
          );
        }
      }
    }, 1_000);
  });
  try {
    await Promise.race([steps(driver), stuck]);
  } catch (failure) {
    const where = await Promise.race([
      driver.getCurrentUrl().catch(() => 'unknown'),
      new Promise<string>((resolve) => setTimeout(resolve, 5_000, 'unanswered')),
    ]);
    throw new Error(`${String(failure)} (the page: ${where})`, { cause: failure });
  } finally {
    clearInterval(watch);
    await within(driver.quit(), 'ending the MiniBrowser session');
  }
}

/** Disabled as a screen reader hears it: the attribute, or aria-disabled (kept focusable). */
export async function isDisabled(element: WebElement) {
  return (await element.getAttribute('aria-disabled')) === 'true' || !(await element.isEnabled());
}

/** Waits for the page's own heading (level 1) to read `text`: the page has been shown. */
export async function pageHeading(driver: WebDriver, text: string) {
  await until(driver, `the page's heading "${text}"`, async () => {
    for (const heading of await allByRole(driver, 'heading', text)) {
      if ((await heading.getTagName()) === 'h1') return true;
    }
    return undefined;
  });
}
