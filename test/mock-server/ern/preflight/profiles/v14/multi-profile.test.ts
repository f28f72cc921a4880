/**
 * The Release Profile 1.4 `MultiProfile_*` rule modules (issue #32 item 1), one table row or more each: a minimal
 * ERN 3.8.2 album (album382.ts) with one fact changed fails the rule with DDEX's rule numbers of the profile named,
 * each finding naming the element, and the album (or the row's passing message) passes it. Every row's messages were
 * also run through DDEX's own XSL with Saxon-HE, which failed the same rule numbers.
 */
import { describe, expect, it } from 'vitest';
import { MULTI_PROFILE_RULES_14 } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/multi-profile.js';
import { failedRuleNumbers, runProfileRules } from '../support.js';
import { ALBUM_382 } from './album382.js';
import type { MultiProfileCase } from './case.js';
import { RELEASE_CASES } from './cases-releases.js';
import { RESOURCE_CASES } from './cases-resources.js';
import { VALUE_CASES } from './cases-values.js';

const CASES: MultiProfileCase[] = [...RELEASE_CASES, ...RESOURCE_CASES, ...VALUE_CASES];

/** Rules no message can fail, with the reason (their module says more). */
const NEVER_FAILS: Record<string, string> = {
  'rp14-genre-must-be-provided': 'DDEX\'s test reads a child element named "position" (for position()), which no message has',
};

describe('Release Profile 1.4 MultiProfile rules', () => {
  it.each(CASES.map((row) => [`${row.rule.id} (${row.profile ?? 'AudioAlbumMusicOnly'}): ${row.name}`, row] as const))('%s', (_name, row) => {
    const profile = `1.4/${row.profile ?? 'AudioAlbumMusicOnly'}`;
    const findings = runProfileRules([row.rule], row.fail, profile);
    expect([...new Set(findings.map((finding) => finding.rule))].sort()).toEqual(row.want);
    for (const finding of findings) {
      expect(finding.message).toContain(row.says);
      expect(finding.path).toMatch(/^\/NewReleaseMessage/);
    }
    expect(failedRuleNumbers([row.rule], row.pass ?? ALBUM_382, profile)).toEqual([]);
  });

  it('has a failing row for every rule but those no message can fail', () => {
    const tested = new Set(CASES.map((row) => row.rule.id));
    const untested = MULTI_PROFILE_RULES_14.map((rule) => rule.id).filter((id) => !tested.has(id));
    expect(untested).toEqual(Object.keys(NEVER_FAILS));
  });

  it('passes the album on every rule, for AudioAlbumMusicOnly, the profile DDEX\'s 3.8.2 samples declare', () => {
    expect(failedRuleNumbers(MULTI_PROFILE_RULES_14, ALBUM_382, '1.4/AudioAlbumMusicOnly')).toEqual([]);
  });

  it('has unique ids and patterns, and for each profile unique rule numbers but the two PLine and two CLine patterns DDEX numbers alike', () => {
    expect(new Set(MULTI_PROFILE_RULES_14.map((rule) => rule.id)).size).toBe(MULTI_PROFILE_RULES_14.length);
    expect(new Set(MULTI_PROFILE_RULES_14.map((rule) => rule.pattern)).size).toBe(MULTI_PROFILE_RULES_14.length);
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const rule of MULTI_PROFILE_RULES_14) {
      for (const [profile, assertions] of Object.entries(rule.ddex)) {
        for (const { rule: number } of assertions) {
          const key = `${profile} ${number}`;
          if (seen.has(key)) shared.push(`${seen.get(key)!} ${rule.pattern}`);
          seen.set(key, rule.pattern);
        }
      }
    }
    expect(new Set(shared)).toEqual(new Set([
      'MultiProfile_PLineMustBeProvidedAtTerritorialLevel1 MultiProfile_PLineMustBeProvidedAtTerritorialLevel2',
      'MultiProfile_CLineMustBeProvidedAtTerritorialLevel1 MultiProfile_CLineMustBeProvidedAtTerritorialLevel2',
    ]));
  });
});
