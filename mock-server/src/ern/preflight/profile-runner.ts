/**
 * Runs DDEX's release-profile rules (profiles/, issue #32 items 1-2) on a message, for the runner (index.ts): the
 * profile is the message's own (`ReleaseProfileVersionId`, profiles/declared.ts) unless the caller names one
 * (`validate --profile 2.1/Audio`) or turns them off (`off`, the mock's `ern.profiles: off`). The 2.1 rules are
 * written for ERN 4.1; on 4.2 and 4.3 they run by meaning, except those whose module says they have no counterpart
 * there (`appliesToLaterVersions: false`). A 4.x message's variant (`ReleaseProfileVariantVersionId="Classical"`) adds
 * its variant's rule set (profiles/index.ts variantKeysOf). A declared profile the kit holds no rules for is a notice,
 * never silence.
 */
import { pathOf } from '../release/tree.js';
import { ernMajorOf } from '../version.js';
import { declaredProfile } from './profiles/declared.js';
import { hasRuleSet, rulesOf, variantKeysOf } from './profiles/index.js';
import {
  type DdexReference, PROFILE_STANDARDS, type ProfileKey, profileKeyText, type ProfileRule, type ProfileRuleFinding, type ProfileRuleInput,
  type ProfileStandard, severityOfRole,
} from './profiles/types.js';
import { PROFILES_13 } from './profiles/v13/index.js';
import { PROFILES_14 } from './profiles/v14/index.js';
import { isLaterVersion } from './profiles/v21/ern4-places.js';
import { PROFILES_21 } from './profiles/v21/index.js';
import type { Finding, PreflightNotice, RuleInput } from './types.js';

/**
 * Which profile's rules run: `auto` (default) the one the message declares, `off` none, or a profile key written
 * `<standard>/<name>` (`2.1/Audio`, `1.4/AudioAlbumMusicOnly`) whatever the message declares.
 */
export type ProfileChoice = 'auto' | 'off' | (string & {});

const PROFILES_BY_STANDARD: ReadonlyMap<ProfileStandard, readonly string[]> = new Map([
  ['1.3', PROFILES_13], ['1.4', PROFILES_14], ['2.1', PROFILES_21],
]);

/** Every profile whose rules the kit holds, written as `validate --profile` takes it (`2.1/Audio`). */
export function knownProfiles(): string[] {
  return PROFILE_STANDARDS.flatMap((standard) => (PROFILES_BY_STANDARD.get(standard) ?? []).map((name) => `${standard}/${name}`));
}

/** `2.1/Audio` → its key; null when the text is not `<standard>/<name>` of a standard the kit knows. */
export function parseProfileKey(text: string): ProfileKey | null {
  const match = /^(\d\.\d)\/([A-Za-z]+)$/.exec(text.trim());
  if (match === null) return null;
  const standard = PROFILE_STANDARDS.find((known) => known === match[1]);
  return standard === undefined ? null : { standard, name: match[2]! };
}

/** The ERN versions each standard's rules are written for: 1.3 and 1.4 for 3.8.x, 2.1 for 4.x. */
function standardFits(standard: ProfileStandard, ernMajor: 3 | 4): boolean {
  return (standard === '2.1') === (ernMajor === 4);
}

const memo = new Map<string, readonly ProfileRule[]>();

/** The rules of a profile for a message of that version: rulesOf, without those that have no counterpart in 4.2/4.3. */
function rulesFor(key: ProfileKey, later: boolean): readonly ProfileRule[] {
  const text = `${profileKeyText(key)}${later ? '+later' : ''}`;
  let rules = memo.get(text);
  if (rules === undefined) {
    rules = rulesOf(key).filter((rule) => !later || rule.appliesToLaterVersions !== false);
    memo.set(text, rules);
  }
  return rules;
}

export interface ProfileOutcome {
  findings: Finding[];
  notices: PreflightNotice[];
}

const NONE: ProfileOutcome = { findings: [], notices: [] };

/** The profile findings of a message (with the same rule input as the other rules) and the notice of a profile not checked. */
export function profileFindings(input: RuleInput, choice: ProfileChoice = 'auto'): ProfileOutcome {
  if (choice === 'off') return NONE;
  const { tree } = input;
  const declared = declaredProfile(tree);
  const ernMajor = ernMajorOf(tree.ernVersion);
  let key: ProfileKey | null;
  let named: string;
  if (choice === 'auto') {
    if (declared === null) return NONE;
    key = declared.key;
    named = `declares the release profile "${quoted(declared.declared)}" (ReleaseProfileVersionId)`;
  } else {
    key = parseProfileKey(choice);
    named = `was checked as the release profile "${quoted(choice)}"`;
  }
  if (key === null || !hasRuleSet(key) || !standardFits(key.standard, ernMajor)) {
    return { findings: [], notices: [notCheckedNotice(named, key, ernMajor)] };
  }
  const variant = declared?.variant ?? null;
  const later = isLaterVersion(tree);
  // A 4.x variant (`Classical`, `BoxedSet`) adds its own rule set to the profile's, each finding naming its set.
  const findings = [key, ...variantKeysOf(key, variant)].flatMap((profile) => {
    const profileInput: ProfileRuleInput = { ...input, profile, variant };
    return rulesFor(profile, later).flatMap((rule) => runProfileRule(rule, profileInput));
  });
  return { findings, notices: [] };
}

/** A value the message wrote, as a notice quotes it: at most 80 characters (an attribute may be of any length). */
function quoted(text: string): string {
  // By code points: a cut inside a surrogate pair would leave half a character (shown as U+FFFD).
  const points = Array.from(text);
  return points.length <= 80 ? text : `${points.slice(0, 80).join('')}…`;
}

function notCheckedNotice(named: string, key: ProfileKey | null, ernMajor: 3 | 4): PreflightNotice {
  const known = knownProfiles().filter((text) => standardFits(parseProfileKey(text)!.standard, ernMajor));
  const kit = known.length === 0
    ? `the kit holds no release-profile rules for ERN ${ernMajor}.x messages yet`
    : `the kit checks ${known.join(', ')}`;
  const why = key !== null && hasRuleSet(key) ? ` (profile standard ${key.standard} is not one for ERN ${ernMajor}.x)` : '';
  return {
    kind: 'profile-not-checked',
    message: `release profile not checked: the message ${named}${why}, and ${kit}`,
  };
}

/**
 * Findings a profile rule lists per message; past it, one finding per assertion says how many more there are. Some of
 * DDEX's patterns find one thing per element (1032: every resource's TechnicalDetails), and a hostile message of 700,000
 * resources would otherwise be 700,000 findings, each with its path and line: hundreds of MB (test:fuzz's many-siblings).
 */
export const MAX_FINDINGS_PER_PROFILE_RULE = 1_000;

/** A profile rule's findings as the runner reports them: DDEX's assertion in `ddex`, severity from its role. */
function runProfileRule(rule: ProfileRule, input: ProfileRuleInput): Finding[] {
  const profile = profileKeyText(input.profile);
  const assertions = rule.ddex[input.profile.name] ?? [];
  const referenceOf = (index: number | undefined): DdexReference => {
    const assertion = assertions[index ?? 0];
    if (assertion === undefined) throw new Error(`its finding names assertion ${index ?? 0}, which the rule's ddex table for ${profile} lacks`);
    return { profile, pattern: rule.pattern, rule: assertion.rule, clause: assertion.clause, role: assertion.role };
  };
  try {
    const found = rule.check(input);
    const listed = found.slice(0, MAX_FINDINGS_PER_PROFILE_RULE).map(({ message, at, assertion: index }): Finding => {
      const ddex = referenceOf(index);
      const position = at === null ? null : input.tree.position(at);
      return {
        rule: rule.id,
        code: rule.code,
        severity: severityOfRole(ddex.role),
        message,
        line: position?.line ?? null,
        column: position?.column ?? null,
        path: at === null ? null : pathOf(at),
        ddex,
      };
    });
    if (found.length <= MAX_FINDINGS_PER_PROFILE_RULE) return listed;
    return listed.concat(moreFindings(rule, found.slice(MAX_FINDINGS_PER_PROFILE_RULE), referenceOf));
  } catch (error) {
    // As for the other rules (index.ts run): a rule that fails on a message it did not foresee is our bug.
    return [{
      rule: rule.id, code: 'NewReleaseMessageInvalid', severity: 'warning', line: null, column: null, path: null,
      message: `The rule ${rule.id} could not check this message (${error instanceof Error ? error.message : String(error)}); `
        + 'please report it to partner-ingest-kit with the message.',
    }];
  }
}

/** One finding per assertion of the findings past the listed ones: how many more, with that assertion's reference. */
function moreFindings(
  rule: ProfileRule,
  rest: readonly ProfileRuleFinding[],
  referenceOf: (index: number | undefined) => DdexReference,
): Finding[] {
  const counts = new Map<number, number>();
  for (const { assertion } of rest) counts.set(assertion ?? 0, (counts.get(assertion ?? 0) ?? 0) + 1);
  return [...counts].sort((a, b) => a[0] - b[0]).map(([index, count]) => {
    const ddex = referenceOf(index);
    return {
      rule: rule.id,
      code: rule.code,
      severity: severityOfRole(ddex.role),
      message: `${count} more findings of ${rule.id} (DDEX rule ${ddex.rule}) like those above: the kit lists the first `
        + `${MAX_FINDINGS_PER_PROFILE_RULE} findings of a rule in a message. Fix those, and run the check again.`,
      line: null,
      column: null,
      path: null,
      ddex,
    };
  });
}

/** A profile finding's DDEX reference in one line, as the reports show it: `DDEX 2.1/Audio rule 1000-1, clause 5.1.1(a), Fatal Error`. */
export function ddexReferenceText(ddex: DdexReference): string {
  return `DDEX ${ddex.profile} rule ${ddex.rule}, clause ${ddex.clause}, ${ddex.role}`;
}
