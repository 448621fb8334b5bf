import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Inlined assets would need 'data:' in the Content-Security-Policy; files are cheap.
    assetsInlineLimit: 0,
  },
});
