/** Self-certification: every check of every profile passes against the mock server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checks } from '../../conformance/registry.js';
import type { ProgressEvent } from '../../conformance/run.js';
import { call, type TestMock } from '../mock-server/server/harness.js';
import { ddexXsdDir, hasDdexXsd } from '../support/ern-samples.js';
import { acmePartner, type CertifiedPartner, certify, startCertificationMock } from './support.js';

/**
 * The partner whose creates the mock validates strictly (its own `ern.validation`, and `ern.profiles`: DDEX's release
 * profile of each message), beside acme's default.
 */
const strict: CertifiedPartner = {
  id: 'strict',
  active: 'pk_conf_strict_1',
  revoked: 'pk_conf_strict_revoked_1',
  config: { ern: { validation: 'reject', profiles: 'reject' } },
};

/**
 * Both certifications run side by side on one mock, each as its own partner (its keys, its webhook URL, its release
 * ids): acme with the mock's defaults, strict validating with DDEX's schemas, which the mock loads for both (acme's
 * creates are reported on, not refused). Each run mostly waits on the mock's retry timers and sockets: one after the
 * other they took 49 s and 47 s in the full suite.
 *
 * A 2 s webhook timeout, as faults.test.ts and variants.test.ts give it, and a slow answer of three times that:
 * webhooks.timeout-retried waits for the timeout and one retry (2.3 s, not the spec's 10.3 s), and a timer that fires
 * up to 4 s late on a loaded machine still finds the answer pending.
 */
const webhookTimeout = '2s';
const slowAnswerMs = 6_000;

let mock: TestMock;
beforeAll(async () => {
  mock = await startCertificationMock({
    partners: [acmePartner, strict],
    webhookTimeout,
    ...(hasDdexXsd ? { config: { ern: { xsdDir: ddexXsdDir } } } : {}),
  });
});
afterAll(async () => {
  await mock.close();
});

describe.concurrent('the conformance suite against the mock', () => {
  it('passes every check of quick, full, retries and extensions, skipping none', async () => {
    const plans: ProgressEvent[] = [];
    const report = await certify({
      profiles: ['full', 'retries', 'extensions'],
      on: { mock, partner: acmePartner },
      slowAnswerMs,
      extra: { onProgress: (e) => e.type === 'plan' && plans.push(e) },
    });
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
      on: { mock, partner: strict },
      slowAnswerMs,
      inspect: async (shared, run) => {
        for (const { ingestId } of run.created) {
          const { body } = await call(shared, 'GET', `/_operator/ingests/${ingestId ?? 'none'}`, { headers: { 'X-Operator-Token': 'op_local_dev' } });
          const { validation, findings } = body as { validation: unknown; findings: { severity: string; ddex?: unknown }[] };
          // The kit's own rules find nothing; DDEX's profile rules may report what their conditional roles leave to the
          // tester (no CLine, no writer credited: warnings), never a Fatal Error.
          validations.push({
            validation,
            findings: findings.filter((finding) => finding.ddex === undefined),
            profileErrors: findings.filter((finding) => finding.ddex !== undefined && finding.severity === 'error'),
          });
        }
      },
    });
    const failures = report.results.filter((r) => r.status !== 'passed').map((r) => `${r.id}: ${r.failure?.message ?? r.skipped ?? ''} ${r.failure?.received ?? ''}`);
    expect(failures).toEqual([]);
    // Every ingest the suite created went through the strict preflight (rules, schema and release profile) and was found clean.
    expect(report.created.length).toBeGreaterThan(0);
    expect(validations).toEqual(report.created.map(() => ({ validation: 'reject', findings: [], profileErrors: [] })));
  }, 90_000);
});
