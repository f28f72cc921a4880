/**
 * The suite's precision: run against the mock with each legal variant switched on (behaviours the spec allows
 * but the mock does not show by default), every check of full + retries passes. The twin of faults.test.ts.
 * The variants run side by side: each has its own mock, fixture server and receiver on free ports.
 */
import { describe, expect, it } from 'vitest';
import { certifiedVariants, variantProfiles } from '../../conformance/certification.js';
import { selectChecks } from '../../conformance/run.js';
import { certify } from './support.js';

// A certification takes ~60 s alone (mostly waits on retries), 80 s beside faults.test.ts at load 7, more at CI's 15-28:
// the timeout only says it hangs.
describe.concurrent('the conformance suite passes against every legal variant of the mock', () => {
  it.each(certifiedVariants)('passes every check against --variant %s', async (variant) => {
    const report = await certify({
      profiles: variantProfiles,
      variants: [variant],
      webhookTimeout: '2s',
      slowAnswerMs: 6_000,
      maxWaitMs: 20_000,
      extra: { requestsPerSecond: 200 },
    });
    const failures = report.results.filter((r) => r.status !== 'passed')
      .map((r) => `${r.id}: ${r.failure?.message ?? r.skipped ?? ''} ${r.failure?.received ?? ''}`);
    expect(failures).toEqual([]);
    expect(report.results.map((r) => r.id)).toEqual(selectChecks(variantProfiles).map((c) => c.id));
  }, 240_000);
});
