// @ts-check
/**
 * The floor page's own build (scripts/bench/floor/build.js runs it): the project's Vite,
 * React and React DOM, none of the site's plugins, into build-bench-floor/ (git-ignored).
 * By hand: `npx vite build -c scripts/bench/floor/vite.config.js`.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export const floorRoot = fileURLToPath(new URL('.', import.meta.url));
export const floorOutDir = fileURLToPath(new URL('../../../build-bench-floor', import.meta.url));

export default defineConfig({
  root: floorRoot,
  logLevel: 'warn',
  build: {
    outDir: floorOutDir,
    // Outside the root, so Vite asks before emptying it.
    emptyOutDir: true,
    // As the site's build: files, never inlined assets.
    assetsInlineLimit: 0,
  },
});
