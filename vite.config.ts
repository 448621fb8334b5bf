import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Inlined assets would need 'data:' in the Content-Security-Policy; files are cheap.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // A few chunks instead of dozens: every request costs a round trip on a phone's
        // connection, and small chunks each carry their own import boilerplate.
        codeSplitting: {
          groups: [
            // React, React DOM and React Router: one file, cached across releases of the site.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 30,
            },
            // The shell of every page: root.tsx and everything it imports.
            { name: 'shell', test: /app[\\/]root\.tsx$/, priority: 20 },
            // Components, hooks, catalogue and icons that two or more routes share.
            {
              name: 'shared',
              test: /app[\\/](components|lib|catalogue|basket|seo)|lucide-react/,
              minShareCount: 2,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
