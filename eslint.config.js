import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { flatConfigs as importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { config, configs as typescript } from 'typescript-eslint';

const features = existsSync('app/features') ? readdirSync('app/features') : [];

/** The pure modules: they describe the shop and never import React or the UI. */
const pureModules = [
  'app/catalogue/**',
  'app/content/**',
  'app/routing/route-table.ts',
  'app/basket/model.ts',
  'app/basket/priced.ts',
  'app/basket/stored.ts',
  'app/basket/store.ts',
  'app/enquiries/**',
];

/**
 * Where imports may go: routes -> features -> shell/catalogue/content/ui -> lib in the app;
 * the server's layers (the pure sales core at the bottom) on its side.
 */
const zones = [
  { target: './app/catalogue', from: './app', except: ['./catalogue'] },
  { target: './app/content', from: './app', except: ['./content', './catalogue'] },
  {
    target: './app/basket',
    from: './app',
    except: ['./basket', './catalogue', './lib', './components/ui'],
  },
  {
    target: './app/enquiries',
    from: './app',
    except: ['./enquiries', './catalogue', './content', './basket'],
  },
  { target: './app/lib', from: './app', except: ['./lib'] },
  { target: './app/components/ui', from: './app', except: ['./components/ui', './lib'] },
  {
    target: './app/search',
    from: './app',
    except: ['./search', './catalogue', './lib'],
  },
  {
    target: './app/components/quote',
    from: './app',
    except: ['./components/quote', './catalogue'],
  },
  {
    target: './app/components/form',
    from: './app',
    except: ['./components/form', './enquiries'],
  },
  {
    target: './app/components/product',
    from: './app',
    except: ['./components', './catalogue', './basket', './lib'],
  },
  {
    target: './app/features',
    from: ['./app/routes', './app/shell', './app/root.tsx', './app/boot', './app/prerender'],
  },
  // The server imports the app's domain; the app never imports the server.
  { target: './app', from: ['./server', './scripts', './support', './tests'] },
  {
    target: './server',
    from: ['./scripts', './tests'],
    message: 'The server stands alone: shared test helpers live in support/.',
  },
  {
    target: './scripts',
    from: ['./server', './tests'],
    message:
      'Scripts run in plain Node: they use the built server (scripts/server-tools.js) and support/.',
  },
  {
    target: './support',
    from: ['./scripts', './tests'],
    message: 'Support is what scripts and tests share: it imports neither.',
  },
  {
    target: './tests',
    from: './scripts',
    message:
      "Tests start scripts as commands and share helpers through support/; a script's own tests live beside it.",
  },
  // The sales core is pure: the app's pure catalogue, nothing of the server's.
  {
    target: './server/sales',
    from: './server',
    except: ['./sales'],
    message: 'The sales core is pure: repositories and routes import it, not the reverse.',
  },
  // Buying again (sales/reorder.ts) reads the catalogue today and merges as the basket does,
  // so the pure catalogue and the basket's pure rules are open to it; nothing with a screen.
  {
    target: './server/sales',
    from: './app',
    except: ['./catalogue', './basket/model.ts', './basket/stored.ts', './basket/shared.ts'],
    message: "The sales core imports only the app's pure catalogue and basket rules.",
  },
  { target: './app/shell', from: ['./app/routes', './app/features'] },
  ...features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: './app/features',
    except: [`./${feature}`],
    message: 'Features stay independent: move what both need into a shared module.',
  })),
];

/**
 * The store's repositories carry out the sales core's decisions: they import the core, auth
 * (the links' keys) and the server's settings (with backup-target.ts, BACKUP_COPY_TO's reader) and
 * paths, never a web room. Its tests are exempt: they drive a whole site (routes, outbox,
 * retention) against each store.
 */
const storeZone = {
  target: './server/store',
  from: './server',
  except: ['./store', './sales', './auth', './settings.ts', './backup-target.ts', './paths.ts'],
  message: 'Repositories import the sales core and auth; web rooms import them, never the reverse.',
};

/**
 * The server's web rooms (the customer's quote and order pages, the buyer's own page, the
 * staff inbox, enquiry receiving, e-mail composing) stand apart: what two of them share
 * lives in the sales core (server/sales, when it is pure) or with the parts their pages and
 * mails share (server/html).
 * The rooms' foundations (html, auth, plugins, site, health) import no room at all. Tests are
 * exempt, as the store's are: they drive a whole site (a staff account, a room's replies).
 */
const webRooms = ['quotes', 'staff', 'enquiries', 'mail', 'buyers'];
const ROOMS_APART =
  'The web rooms stand apart: move what two share to server/sales (if pure) or server/html.';
const roomZones = [
  ...webRooms.map((room) => ({
    target: `./server/${room}`,
    from: webRooms.filter((other) => other !== room).map((other) => `./server/${other}`),
    message: ROOMS_APART,
  })),
  {
    target: [
      './server/html',
      './server/auth',
      './server/plugins',
      './server/site',
      './server/health',
    ],
    from: webRooms.map((room) => `./server/${room}`),
    message: "The rooms' foundations import no web room: the rooms import them.",
  },
];

export default config(
  { ignores: ['build', 'build-bench-floor', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  typescript.recommended,
  jsxA11y.flatConfigs.strict,
  reactHooks.configs.flat['recommended-latest'],
  importX.recommended,
  importX.typescript,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-default-export': 'off',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // Imports flow one way: routes -> features -> shell/catalogue/content/ui -> lib.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: zones,
        },
      ],
    },
  },
  {
    files: pureModules,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', 'lucide-react'],
              message: 'The domain and content are plain TypeScript: no React here.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    rules: { '@typescript-eslint/no-unused-vars': 'error' },
  },
  {
    files: ['server/**/*.{ts,tsx}'],
    ignores: ['server/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zones, ...roomZones] }] },
  },
  {
    files: ['server/store/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zones, storeZone] }] },
  },
  {
    // A server file says one thing: past 250 lines it is two (issue 37).
    files: ['server/**/*.{ts,tsx}'],
    ignores: ['server/**/*.test.ts'],
    rules: { 'max-lines': ['error', { max: 250 }] },
  },
);
