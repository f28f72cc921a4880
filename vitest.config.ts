import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // The conformance certifications (faults, variants) run side by side within their file: each mostly waits on
    // its own mock's timers and sockets.
    maxConcurrency: 10,
  },
});
