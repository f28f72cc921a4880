import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // A timeout only says "this hangs": many tests start real processes (tsx, the mock, PostgreSQL, chromium), which
    // on a busy 2-core machine take several times what they take alone. 60 s fails a hang without failing a slow start.
    testTimeout: 60_000,
    hookTimeout: 30_000,
    // The conformance certifications (faults, variants) run side by side within their file: each mostly waits on
    // its own mock's timers and sockets.
    maxConcurrency: 10,
    // vitest's default on 2 cores is one worker: files would run one after another, although the long ones
    // (conformance certification, browsers, child processes) mostly wait on timers and sockets.
    maxWorkers: 3,
  },
});
