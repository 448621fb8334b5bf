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
          include: ['app/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
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
    ],
  },
});
