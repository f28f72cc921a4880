/**
 * The suite's power: run against the mock with each implementation fault switched on, it fails, and the
 * check meant for that mistake is among the failures. The catch rate is 100% (README).
 */
import { describe, expect, it } from 'vitest';
import { implementationFaults } from '../../mock-server/src/seam/index.js';
import { faultCases } from '../../conformance/certification.js';
import { certify } from './support.js';

describe.concurrent('the conformance suite catches every implementation fault of the mock', () => {
  it('has a case for every fault', () => {
    expect(faultCases.map((c) => c.fault).sort()).toEqual(Object.keys(implementationFaults).sort());
  });

  it.each(faultCases.map((c) => [c.fault, c] as const))('catches %s', async (_fault, c) => {
    const report = await certify({
      profiles: c.profiles,
      faults: [c.fault],
      ...(c.only ? { only: c.only } : {}),
      webhookTimeout: '2s',
      slowAnswerMs: 3_000,
      maxWaitMs: c.maxWaitMs ?? 8_000,
      extra: { requestsPerSecond: 200 },
    });
    const failed = report.results.filter((r) => r.status === 'failed').map((r) => r.id);
    expect(report.failed).toBeGreaterThan(0);
    expect(failed).toContain(c.caughtBy);
  }, 60_000);
});
