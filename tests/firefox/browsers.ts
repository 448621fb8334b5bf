import { existsSync } from 'node:fs';

/**
 * The engines the journeys run in, each driven by puppeteer-core: Firefox ESR over WebDriver
 * BiDi (Playwright's Firefox does not drive Debian's ESR), Chromium over its DevTools
 * protocol. FIREFOX_ENGINES=firefox runs one of them.
 */
export type Engine = 'firefox' | 'chromium';

export const ENGINES: Engine[] = (process.env.FIREFOX_ENGINES ?? 'firefox,chromium')
  .split(',')
  .map((name) => name.trim())
  .filter((name): name is Engine => name === 'firefox' || name === 'chromium');

const BROWSERS: Record<Engine, { variable: string; path: string; install: string }> = {
  firefox: {
    variable: 'FIREFOX_PATH',
    path: '/usr/bin/firefox-esr',
    install: 'apt-get install firefox-esr',
  },
  chromium: {
    variable: 'CHROME_PATH',
    path: '/usr/bin/chromium',
    install: 'apt-get install chromium',
  },
};

/** The browser's executable, or an error that says which package or variable supplies it. */
export function executablePath(engine: Engine): string {
  const { variable, path, install } = BROWSERS[engine];
  const chosen = process.env[variable] ?? path;
  if (!existsSync(chosen)) {
    throw new Error(
      `The ${engine} journeys need ${engine === 'firefox' ? 'Firefox ESR' : 'Chromium'} at ${chosen}, ` +
        `which is missing: \`${install}\` (Debian), or set ${variable} to the browser's executable.`,
    );
  }
  return chosen;
}

export const PORT = Number(process.env.FIREFOX_E2E_PORT ?? 4541);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
