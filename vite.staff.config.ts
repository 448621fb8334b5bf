import { defineConfig } from 'vite';

/**
 * The staff inbox's one script (server/staff/browser/staff-inbox.ts), built after the site's
 * scripts into the same folder under a fixed name, build/client/staff-inbox.js: the staff
 * pages are the server's, so no build manifest names it; they add ?v= and its hash
 * (server/staff/pages/staff-script.tsx). One file, nothing shared with the site's chunks.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'build/client',
    emptyOutDir: false,
    copyPublicDir: false,
    rolldownOptions: {
      input: 'server/staff/browser/staff-inbox.ts',
      output: { entryFileNames: 'staff-inbox.js', format: 'es' },
    },
  },
});
