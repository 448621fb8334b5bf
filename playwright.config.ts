import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
// The server's store for this run: made once, in the main process; the workers inherit the
// variable, so a journey can add a staff account to the store the server reads.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'storefront-e2e-'));

// Debian's Chromium where it is installed (CI, these machines); Playwright's own
// browser otherwise (`npx playwright install chromium` on a laptop).
const executablePath =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const MONEY_JOURNEYS = [
  /statements\.spec\.ts/,
  /invoicing-paid\.spec\.ts/,
  /invoices\.spec\.ts/,
  /invoicing\.spec\.ts/,
];

const MONEY_USE = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: { executablePath, args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: MONEY_JOURNEYS,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath,
          args: CHROMIUM_ARGS,
        },
      },
    },
    {
      // The journeys that read the store's money as a whole (the inbox's figures, a bank
      // statement matched against every open invoice) each issue and pay invoices: they run
      // one at a time, after the others, so no other journey's invoice moves their sums.
      // The statements' journey first: it chooses each bank's columns, which the store keeps.
      name: 'statements',
      testMatch: /statements\.spec\.ts/,
      dependencies: ['chromium'],
      workers: 1,
      use: MONEY_USE,
    },
    {
      name: 'money',
      testMatch: MONEY_JOURNEYS.slice(1),
      dependencies: ['statements'],
      workers: 1,
      use: MONEY_USE,
    },
  ],
  webServer: {
    // The production server, exactly as a visitor gets it.
    command: 'npm start',
    url: `http://127.0.0.1:${port}/`,
    // A store of its own for each run: enquiries sent by the journeys never reach ./data.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
    },
    reuseExistingServer: false,
    timeout: 240_000,
  },
});
