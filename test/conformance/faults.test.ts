/**
 * The suite's power: run against the mock with each implementation fault switched on, it fails, and the
 * check meant for that mistake is among the failures. The catch rate is 100% (README).
 */
import { describe, expect, it, vi } from 'vitest';
import { implementationFaults } from '../../mock-server/src/seam/index.js';
import { type FaultCase, faultCases } from '../../conformance/certification.js';
import { certify } from './support.js';

// A bounded pool: every certification runs a mock, a fixture server, a receiver and the suite in this one process,
// so 10 at once (the config's maxConcurrency) shared one event loop and, under CI's load (15-28 on 2 cores), ran past
// their 60 s (2026-11-27). Six at a time (vitest starts a test's timeout only when the pool starts the test).
vi.setConfig({ maxConcurrency: 6 });

/**
 * The certifications that mostly wait, started first so that their waits overlap the others' work: for a webhook
 * that never comes (the delivery wait, 10 s below) or for retries to stop (maxWaitMs 20 s). Alone, ~20 s each; the
 * others ~5 s.
 */
const waitingLong = new Set<string>(['no-webhook-for-failed', 'too-many-retries', 'retries-after-2xx']);
const longFirst = (cases: FaultCase[]) => [
  ...cases.filter((c) => waitingLong.has(c.fault)),
  ...cases.filter((c) => !waitingLong.has(c.fault)),
];

/** A certification takes ~5-35 s alone and several times that under load: the timeout only says it hangs. */
const hangsAfterMs = 240_000;

describe.concurrent('the conformance suite catches every implementation fault of the mock', () => {
  it('has a case for every fault, and the long waits are among them', () => {
    expect(faultCases.map((c) => c.fault).sort()).toEqual(Object.keys(implementationFaults).sort());
    expect(faultCases.filter((c) => waitingLong.has(c.fault))).toHaveLength(waitingLong.size);
  });

  it.each(longFirst(faultCases).map((c) => [c.fault, c] as const))('catches %s', async (_fault, c) => {
    const report = await certify({
      profiles: c.profiles,
      faults: [c.fault],
      ...(c.only ? { only: c.only } : {}),
      webhookTimeout: '2s',
      slowAnswerMs: 6_000,
      maxWaitMs: c.maxWaitMs ?? 8_000,
      // The wait for a webhook after the lookup shows the ingest finished: the mock sends it as it finishes, so 10 s is
      // ample on a loaded machine; no-webhook-for-failed waits it out once (the suite's default 30 s is a real network's).
      extra: { requestsPerSecond: 200, deliveryWaitMs: 10_000 },
    });
    const failed = report.results.filter((r) => r.status === 'failed').map((r) => r.id);
    expect(report.failed).toBeGreaterThan(0);
    expect(failed).toContain(c.caughtBy);
    if (c.fault === 'no-webhook-for-failed') {
      // It quotes the row of spec 3 for the status the lookup showed, not the completed one.
      const documented = report.results.find((r) => r.id === 'webhooks.delivered')?.failure?.documented;
      expect(documented).toContain('data.status = failed is sent');
    }
  }, hangsAfterMs);
});
