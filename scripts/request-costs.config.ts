import { defineConfig } from 'vitest/config';

/** Runs scripts/request-costs.ts (figures for reports) with the test suite's setup. */
export default defineConfig({
  test: {
    include: ['scripts/request-costs.ts'],
    setupFiles: ['test/setup/clock.ts'],
    pool: 'forks',
    testTimeout: 3_600_000,
    hookTimeout: 60_000,
  },
});
