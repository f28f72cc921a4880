/**
 * The proxy's exit code once stopped (issue #30 item 1), as a table: 0 conforms, 1 a violation of a kind that
 * counts, 2 could not judge (a report not written outranks all; nothing judged, when no rule broke).
 */
import { describe, expect, it } from 'vitest';
import type { LiveViolation } from '../../../conformance/live/types.js';
import { type ProxyOutcome, proxyVerdict } from '../../../conformance/live/verdict.js';

const violation = (kind: LiveViolation['kind']): LiveViolation => ({ rule: 'r.x', kind, method: 'GET', path: '/', status: 200, ingestId: null, message: 'm' });
const base: ProxyOutcome = { violations: [], failOn: ['spec'], judged: 3, proxyAnswered: 0, reportsWritten: true };

describe('proxyVerdict', () => {
  it.each<{ name: string; given: Partial<ProxyOutcome>; want: 0 | 1 | 2 }>([
    { name: 'judged exchanges, nothing broke', given: {}, want: 0 },
    { name: 'a spec rule broke', given: { violations: [violation('spec')] }, want: 1 },
    { name: 'an extension rule alone', given: { violations: [violation('extension')] }, want: 0 },
    { name: 'an extension rule with =extension', given: { violations: [violation('extension')], failOn: ['spec', 'extension'] }, want: 1 },
    { name: 'only the proxy\'s own answers', given: { judged: 0, proxyAnswered: 4 }, want: 2 },
    { name: 'no request at all', given: { judged: 0 }, want: 2 },
    { name: 'some own answers beside judged exchanges', given: { proxyAnswered: 2 }, want: 0 },
    { name: 'a violation beside own answers', given: { proxyAnswered: 2, violations: [violation('spec')] }, want: 1 },
    { name: 'a report not written, even with a violation', given: { reportsWritten: false, violations: [violation('spec')] }, want: 2 },
  ])('$name: exit $want', ({ given, want }) => {
    const verdict = proxyVerdict({ ...base, ...given });
    expect(verdict.exitCode).toBe(want);
    expect(verdict.why === '').toBe(want !== 2);
  });

  it('says why nothing was judged, and what to do', () => {
    expect(proxyVerdict({ ...base, judged: 0, proxyAnswered: 4 }).why).toContain('the target never answered (all 4 exchange(s) answered by the proxy itself); start the service or fix --target');
    expect(proxyVerdict({ ...base, judged: 0 }).why).toContain('point your client at it');
  });
});
