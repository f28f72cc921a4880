/**
 * DDEX's release-profile rules (issue #32) as preflight rule modules: each assertion of DDEX's Release Profile
 * Schematron (profile standards 1.3 and 1.4 for ERN 3.x, 2.1 for ERN 4.x) is one module, keyed by DDEX's own rule
 * number within its profile standard, with DDEX's clause and role. A rule written once for several profiles (DDEX's
 * `MultiProfile_*` patterns) lists them all. The runner (../index.ts) runs the rules of the profile the message
 * declares (declared.ts), or of the one `validate --profile` / `ern.profiles` names.
 */
import type { DdexAssertion, DdexRole, ErncFileStatus, RuleFinding, RuleInput, Severity } from '../types.js';

// DDEX's roles, assertions and references are the findings' vocabulary too (../types.ts Finding.ddex): defined there.
export { DDEX_ROLES, type DdexAssertion, type DdexReference, type DdexRole } from '../types.js';

/** The release-profile standards whose rules the kit holds. */
export const PROFILE_STANDARDS = ['1.3', '1.4', '2.1'] as const;
export type ProfileStandard = (typeof PROFILE_STANDARDS)[number];

/** A finding's severity from DDEX's role: a Fatal Error withholds a conformance certificate; the others do not alone. */
export function severityOfRole(role: DdexRole): Severity {
  return role === 'Fatal Error' ? 'error' : 'warning';
}

/**
 * A profile the kit checks: its standard and DDEX's name for it within that standard (`2.1` + `Audio`,
 * `1.4` + `AudioAlbumMusicOnly`); written `2.1/Audio`, as `validate --profile` takes it.
 */
export interface ProfileKey {
  standard: ProfileStandard;
  /** DDEX's name: the last segment of `CommonReleaseTypes/14/<name>` (3.x), the value itself (4.x). */
  name: string;
}

/** What the rules of a profile read: the rule input and the profile whose rules run. */
export interface ProfileRuleInput extends RuleInput {
  profile: ProfileKey;
  /** The message's ReleaseProfileVariantVersionId (4.x), when it has one: `Classical`, `BoxedSet`. */
  variant: string | null;
}

/** A finding of a profile rule: which of the pattern's assertions it fails (index into `ddex[profile]`, default 0). */
export interface ProfileRuleFinding extends Omit<RuleFinding, 'severity'> {
  assertion?: number;
}

/**
 * One of DDEX's Schematron patterns as a rule module (one file each, named after its id). A pattern that DDEX
 * repeats in several profiles' files (`MultiProfile_ICPN`) is written once: `ddex` gives, per profile, the rule
 * numbers, clauses and roles its file gives that pattern's assertions.
 */
export interface ProfileRule {
  /** Stable id: `rp` + the standard without its dot + DDEX's pattern id in kebab case: `rp21-icpn`, `rp14-must-contain-one-release`. */
  id: string;
  standard: ProfileStandard;
  /** DDEX's pattern id: `MultiProfile_ICPN`, `AudioSingle_MainReleaseType`. */
  pattern: string;
  /** Per profile (DDEX's name within `standard`) whose file holds the pattern: its assertions, in the file's order. */
  ddex: Readonly<Record<string, readonly DdexAssertion[]>>;
  code: ErncFileStatus;
  /** One line for the rule list: what it checks. */
  title: string;
  /** What is missing and how to fix it (generated into the guide's rule list). */
  fix: string;
  /**
   * ERN 4.2 and 4.3 (2.1 rules only): where the rule reads the fact in those versions when it moved (4.3's ISRC in
   * `SoundRecordingEdition`), or why the rule has no counterpart there (then `appliesToLaterVersions` is false).
   */
  laterVersions?: string;
  /** False when the rule has no counterpart in ERN 4.2/4.3 and does not run on them; default true. */
  appliesToLaterVersions?: boolean;
  /** Runs only for a profile listed in `ddex`; the runner adds rule, code, severity (from the role) and position. */
  check(input: ProfileRuleInput): ProfileRuleFinding[];
}

export function profileKeyText(key: ProfileKey): string {
  return `${key.standard}/${key.name}`;
}
