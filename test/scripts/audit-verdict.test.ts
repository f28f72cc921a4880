import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../../scripts/audit/verdict.js';

/** Reports in the form `npm audit --json` (npm 11) prints them. */
const report = (counts: Record<string, number>, vulnerabilities: Record<string, { severity: string }> = {}) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...counts } },
  });

describe('auditVerdict', () => {
  it.each([
    { name: 'no advisory', given: report({}), want: 'clean' },
    { name: 'low and moderate only', given: report({ low: 2, moderate: 1 }, { a: { severity: 'low' }, b: { severity: 'moderate' } }), want: 'clean' },
    { name: 'one high', given: report({ high: 1 }, { 'left-pad': { severity: 'high' } }), want: 'vulnerable' },
    { name: 'one critical', given: report({ critical: 1 }, { x: { severity: 'critical' } }), want: 'vulnerable' },
    {
      name: 'the endpoint refused the POST (this machine: 405)',
      given: JSON.stringify({ message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk', statusCode: 405, error: { summary: '' } }),
      want: 'not-run',
    },
    { name: 'no JSON at all', given: 'npm error something', want: 'not-run' },
  ])('$name: $want', ({ given, want }) => {
    expect(auditVerdict(given).kind).toBe(want);
  });

  it('names the packages with high or critical advisories, and only those', () => {
    const verdict = auditVerdict(report({ high: 1, low: 1 }, { a: { severity: 'high' }, b: { severity: 'low' } }));
    expect(verdict).toEqual({ kind: 'vulnerable', counts: expect.objectContaining({ high: 1 }) as unknown, packages: ['a (high)'] });
  });

  it('says why the audit did not run, with the HTTP status', () => {
    const verdict = auditVerdict(JSON.stringify({ message: '405 Method Not Allowed', statusCode: 405 }));
    expect(verdict).toEqual({ kind: 'not-run', reason: expect.stringContaining('HTTP 405') as unknown });
  });
});
