import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Two builds (package.json "build"): the browser's scripts into build/client, and for
 * Node the renderer that scripts/prerender.js runs once per page to write its HTML, with
 * the enquiry rules the production server imports (build/server/server.js).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), react()],
  build: isSsrBuild
    ? {
        outDir: 'build/server',
        copyPublicDir: false,
        // The page renderer, and the forms' rules and prices for the production server.
        rolldownOptions: { input: ['app/entry.server.tsx', 'app/enquiries/server.ts'] },
      }
    : {
        outDir: 'build/client',
        // Read by scripts/prerender.js to name each page's scripts, then removed.
        manifest: true,
        // Inlined assets would need 'data:' in the Content-Security-Policy; files are cheap.
        assetsInlineLimit: 0,
        rolldownOptions: {
          // The page's one script, and the module it starts once the page is on screen
          // (docs/decisions/010).
          input: ['app/entry.client.ts', 'app/start.ts'],
          // The page's script calls app/start.ts's `start` (docs/decisions/012): keep it.
          preserveEntrySignatures: 'exports-only',
          output: {
            // A few chunks instead of dozens: every request costs a round trip on a
            // phone's connection, and small chunks each carry their own import boilerplate.
            // The entry chunk is the shell of every page; each page adds its own chunk.
            codeSplitting: {
              groups: [
                // React, React DOM and React Router: one file, cached across releases,
                // requested with the page (docs/decisions/019). With Vite's helper for the
                // imports of app/start.ts, which would otherwise be a request of its own.
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|^\0vite[\\/]preload-helper/,
                  priority: 30,
                },
                // Components, hooks, catalogue, search and icons that two or more pages share.
                {
                  name: 'shared',
                  test: /app[\\/](components|lib|catalogue|basket|seo|search)|lucide-react/,
                  minShareCount: 2,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
}));
