/** Self-certification: every check of every profile passes against the mock server. */
import { describe, expect, it } from 'vitest';
import { checks } from '../../conformance/registry.js';
import type { ProgressEvent } from '../../conformance/run.js';
import { call } from '../mock-server/server/harness.js';
import { ddexXsdDir, hasDdexXsd } from '../support/ern-samples.js';
import { certify } from './support.js';

// The two certifications run side by side (each mostly waits on its own mock's retry timers and sockets, as the
// variants do in variants.test.ts): one after the other they took 49 s and 47 s in the full suite.
describe.concurrent('the conformance suite against the mock', () => {
  it('passes every check of quick, full, retries and extensions, skipping none', async () => {
    const plans: ProgressEvent[] = [];
    const report = await certify({ profiles: ['full', 'retries', 'extensions'], extra: { onProgress: (e) => e.type === 'plan' && plans.push(e) } });
    const failures = report.results.filter((r) => r.status !== 'passed').map((r) => `${r.id}: ${r.failure?.message ?? r.skipped ?? ''} ${r.failure?.received ?? ''}`);
    expect(failures).toEqual([]);
    const certified = checks.filter((c) => c.profile !== 'fuzz');
    expect(report.results.map((r) => r.id)).toEqual(certified.map((c) => c.id));
    expect(report.passed).toBe(certified.length);
    // The creates announced before the run: the mock refuses the two our extension decisions refuse, so the certain ones.
    const [plan] = plans;
    expect(plan?.type === 'plan' ? plan.plan.creates : null).toEqual({ certain: report.created.length, conditional: 2 });
  }, 90_000);
});

describe('the conformance suite against a mock that validates strictly', { concurrent: true, skip: !hasDdexXsd }, () => {
  it('passes every check of full and retries against a mock in reject mode with DDEX\'s schemas: the suite\'s messages are valid', async () => {
    const validations: unknown[] = [];
    const report = await certify({
      profiles: ['full', 'retries'],
      config: { ern: { validation: 'reject', xsdDir: ddexXsdDir } },
      inspect: async (mock, run) => {
        for (const { ingestId } of run.created) {
          const { body } = await call(mock, 'GET', `/_operator/ingests/${ingestId ?? 'none'}`, { headers: { 'X-Operator-Token': 'op_local_dev' } });
          const { validation, findings } = body as { validation: unknown; findings: unknown[] };
          validations.push({ validation, findings });
        }
      },
    });
    const failures = report.results.filter((r) => r.status !== 'passed').map((r) => `${r.id}: ${r.failure?.message ?? r.skipped ?? ''} ${r.failure?.received ?? ''}`);
    expect(failures).toEqual([]);
    // Every ingest the suite created went through the strict preflight (rules and schema) and was found clean.
    expect(report.created.length).toBeGreaterThan(0);
    expect(validations).toEqual(report.created.map(() => ({ validation: 'reject', findings: [] })));
  }, 90_000);
});
