import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Web test files that replace one of the app's modules with vi.mock. The 'web' project shares one jsdom and
 * its module graph between the files of a worker, and vitest keeps a file's module mocks registered for
 * the next file there, so these run in 'web-isolated', each file in a fresh worker.
 * web/test/isolatedTests.test.ts fails when a web test file with vi.mock is missing here.
 */
const isolatedWebTests = [
  'web/components/reportError.test.ts',
  'web/layout/LanguageSwitch.test.tsx',
  'web/screens/metrics/MetricsScreen.test.tsx',
  'web/screens/organization/OrganizationPageScreen.test.tsx',
  'web/screens/results/ResultsDashboardScreen.test.tsx',
  'web/screens/results/share/SharedResultsScreen.test.tsx',
  'web/screens/selfAssessment/SelfAssessmentScreens.test.tsx',
];

const webTest = { environment: 'jsdom' as const, setupFiles: ['web/test/setup.ts'] };

export default defineConfig({
  plugins: [react()],
  test: {
    // Two workers on a two-core machine (vitest's default is one fewer than the cores): once the first files
    // are transformed, the main process mostly waits, and a second worker keeps the other core busy.
    maxWorkers: 2,
    // Only a hang should fail a test, never a busy machine (issue 20): a survey builder test that took 5 s at
    // a load average of 14 on two cores took 31 s at 21 and failed its 30 s limit; zipping a 60 MB bomb in a
    // unit test took 8.7 s and failed the default 5 s. Waits end as soon as what they wait for is there, so
    // a long limit costs a passing test nothing.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'common/**/*.test.ts',
            'server/**/*.unit.test.ts',
            'server/policies/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.unit.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          ...webTest,
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          exclude: isolatedWebTests,
          // One jsdom and one import of React, Mantine and the rest per worker instead of per file: that
          // setup was two thirds of this project's time (issue 20). web/test/setup.ts evaluates the app's
          // own modules afresh for each file and clears what a file leaves in the shared window.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...webTest,
          name: 'web-isolated',
          include: isolatedWebTests,
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
          // Fastify, Drizzle, PGlite and the rest are imported once per worker instead of once per file
          // (a third less CPU on a 14-file sample, issue 20); server/test/setup.ts evaluates the server's
          // own modules afresh for each file.
          isolate: false,
          setupFiles: ['server/test/setup.ts'],
        },
      },
    ],
  },
});
