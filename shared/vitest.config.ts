import { defineConfig } from 'vitest/config';

// The package's unit tests (src/*.test.ts) in Node. Generous per test, as the SPA's: CI shares its
// two cores, and the zone tests walk every minute of a day through Intl.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
