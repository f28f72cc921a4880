import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // The conformance certifications (faults, variants) run side by side within their file: each mostly waits on
    // its own mock's timers and sockets.
    maxConcurrency: 10,
    // vitest's default on 2 cores is one worker: files would run one after another, although the long ones
    // (conformance certification, browsers, child processes) mostly wait on timers and sockets.
    maxWorkers: 3,
  },
});
