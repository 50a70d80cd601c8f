import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['common/**/*.test.ts', 'server/**/*.unit.test.ts', 'server/policies/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts'],
          // Screens driven through user-event take seconds on a busy two-core machine.
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          exclude: ['server/**/*.unit.test.ts', 'server/policies/**'],
          globalSetup: ['server/test/globalSetup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
