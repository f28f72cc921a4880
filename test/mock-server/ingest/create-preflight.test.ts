/**
 * createPreflight (preflight-job.ts): what a create keeps of its message's preflight, made where the message was
 * parsed. The stored record is the report's release, findings (at most MAX_STORED_FINDINGS) and notices as JSON; the
 * error findings a reject answer lists keep the report's order, the first MAX_LISTED_ERRORS of each kind, with the
 * whole counts beside them.
 */
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../mock-server/src/ern/preflight/index.js';
import { ProblemError } from '../../../mock-server/src/errors.js';
import { judgeRelease } from '../../../mock-server/src/ingest/create.js';
import { createPreflight, MAX_LISTED_ERRORS, type MessagePreflight } from '../../../mock-server/src/ingest/preflight-job.js';
import { MAX_STORED_FINDINGS } from '../../../mock-server/src/store/types.js';
import { releaseRecord } from '../store/behaviour-release.js';

const ddex = { profile: '2.1/Audio', pattern: 'p', rule: '1000-1', clause: '5.1', role: 'Fatal Error' } as const;

function finding(n: number, severity: Finding['severity'], profile = false): Finding {
  return {
    rule: profile ? 'rp21-x' : 'reference-unresolved', code: 'NewReleaseMessageInvalid', severity, message: `finding ${n}`,
    line: n, column: 1, path: `/NewReleaseMessage/X[${n}]`, ...(profile ? { ddex } : {}),
  };
}

function preflightOf(findings: Finding[], release = releaseRecord().release): MessagePreflight {
  return {
    report: { file: '(message)', ernVersion: '4.3', valid: false, release, findings },
    xml: new Uint8Array([60, 97, 47, 62]),
    xmlBytes: 4,
  };
}

describe('createPreflight', () => {
  it('stores the release, the findings and the mode as the record\'s JSON, and says what the create judges by', () => {
    const findings = [finding(1, 'warning'), finding(2, 'error'), finding(3, 'error', true), finding(4, 'warning', true)];
    const release = releaseRecord().release;
    const kept = createPreflight(preflightOf(findings, release), 'report');
    expect(JSON.parse(kept.record)).toStrictEqual({ validation: 'report', release, findings, findingsTotal: 4, messageBytes: 4 });
    expect(kept).toMatchObject({
      noRelease: false, findingsTotal: 4, errors: [findings[1], findings[2]], errorCounts: { rules: 1, profiles: 1 }, xmlBytes: 4,
    });
    expect(kept.coverResourceReference).toBe(release?.cover?.resourceReference ?? null);
  });

  it('keeps the first findings in the record and the first errors of each kind in the report\'s order, with whole counts', () => {
    const many = MAX_STORED_FINDINGS + 500;
    // Alternating kinds, all errors: 750 of the rules' and 750 of the profile rules'.
    const findings = Array.from({ length: many }, (_, n) => finding(n, 'error', n % 2 === 1));
    const kept = createPreflight(preflightOf(findings), 'reject');
    const record = JSON.parse(kept.record) as { findings: Finding[]; findingsTotal: number; validation: string };
    expect(record.findings).toHaveLength(MAX_STORED_FINDINGS);
    expect(record).toMatchObject({ findingsTotal: many, validation: 'reject' });
    expect(kept.errorCounts).toEqual({ rules: many / 2, profiles: many / 2 });
    expect(kept.errors).toEqual(findings.slice(0, 2 * MAX_LISTED_ERRORS));
    // Either kind alone still has its first MAX_LISTED_ERRORS, in order.
    expect(kept.errors.filter((f) => f.ddex !== undefined)).toEqual(findings.filter((_, n) => n % 2 === 1).slice(0, MAX_LISTED_ERRORS));
  });

  it('says when the message names no release, and keeps its notices', () => {
    const notices = [{ kind: 'profile-not-checked' as const, message: 'release profile not checked' }];
    const preflight = preflightOf([], null);
    preflight.report.notices = notices;
    const kept = createPreflight(preflight, 'off');
    expect(kept).toMatchObject({ noRelease: true, coverResourceReference: null, errors: [], errorCounts: { rules: 0, profiles: 0 } });
    expect(JSON.parse(kept.record)).toStrictEqual({ validation: 'off', release: null, findings: [], findingsTotal: 0, notices, messageBytes: 4 });
  });
});

/**
 * judgeRelease (create.ts) on what createPreflight keeps, against the refusal as it was made from the whole report
 * before (every error finding filtered by the modes that refuse): the same in every pair of modes, with more errors of
 * each kind than an answer lists.
 */
describe('judgeRelease on a CreatePreflight', () => {
  // ~270 errors of the rules' and ~130 of the profile rules', interleaved, with warnings among them.
  const findings = Array.from({ length: 5 * MAX_LISTED_ERRORS }, (_, n) => finding(n, n % 5 === 0 ? 'warning' : 'error', n % 3 === 0));
  const kept = createPreflight(preflightOf(findings), 'reject');
  const modes = ['reject', 'report', 'off'] as const;
  const refusal = (run: () => void): { detail: string; errors: unknown } | null => {
    try {
      run();
      return null;
    } catch (error) {
      if (!(error instanceof ProblemError)) throw error;
      return { detail: error.message, errors: error.errors };
    }
  };

  it.each(modes.flatMap((validation) => modes.map((profiles) => ({ validation, profiles }))))(
    'validation $validation, profiles $profiles: the refusal the whole report gave',
    ({ validation, profiles }) => {
      const validationChoice = { mode: validation, source: 'config' as const };
      const profilesChoice = { mode: profiles, source: 'config' as const, requireDeals: false };
      const got = refusal(() => {
        judgeRelease(kept, validationChoice, profilesChoice);
      });
      // The rule as it was: every error finding of a kind whose mode rejects, in the report's order.
      const errors = findings.filter((f) => f.severity === 'error' && (f.ddex === undefined ? validation === 'reject' : profiles === 'reject'));
      if (errors.length === 0) {
        expect(got).toBeNull();
        return;
      }
      expect(got?.detail).toContain(`The message has ${errors.length} error findings (the first ${MAX_LISTED_ERRORS} are listed)`);
      expect((got?.errors as { line: number }[]).map((e) => e.line)).toEqual(errors.slice(0, MAX_LISTED_ERRORS).map((f) => f.line));
    },
  );
});
