import { defineConfig } from 'vitest/config';

// The browser run of the example: builds it once with `next build`, so it has its own, long timeouts.
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 900_000,
  },
});
