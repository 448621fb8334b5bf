import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: the build's two targets and Tailwind have no place in
// unit and component tests.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['app/**/*.test.ts', 'scripts/**/*.test.ts', 'support/**/*.test.ts'],
          // It asks the built server for its headers: with the server's tests, after the build.
          exclude: ['scripts/nginx-config.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          // The server's rooms against the built site, both stores (SQLite and a throwaway
          // PostgreSQL), a real SMTP server and the server as a child process: after the build.
          name: 'server',
          // The server's pages read the app's design tokens from these style sheets (?raw).
          css: { include: [/app\.css/, /quote-table\.css/, /tailwindcss[\\/]theme\.css/] },
          include: [
            'server/**/*.test.ts',
            'tests/server/**/*.test.ts',
            'scripts/nginx-config.test.ts',
          ],
          environment: 'node',
          // Children, databases and mail servers of their own: one file at a time.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // The main paths in WebKitGTK over WebDriver, against the built production server;
          // the runner starts Xvfb, the driver and the server itself (tests/webkit/global-setup.ts).
          name: 'webkit',
          include: ['tests/webkit/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/webkit/global-setup.ts'],
          // One browser at a time: two cores are shared with the server.
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['app/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./tests/setup-component.ts'],
          // Typing a whole form through user-event in jsdom can pass 5 s on a busy 2-core CI box.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          // The journeys in Firefox ESR (WebDriver BiDi) and Chromium, driven by puppeteer-core
          // against the production server the global setup starts: after the build.
          name: 'firefox',
          include: ['tests/firefox/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/firefox/global-setup.ts'],
          // One browser per engine and file; two files at once would share 2 cores with them.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
