/**
 * Runs release-profile rules (mock-server/src/ern/preflight/profiles/) on a message's text as the runner does, for
 * the rule modules' own tests: read the kept tree, index it, run each rule of the profile, and name each finding
 * by DDEX's rule number (the profile's own, from the rule's `ddex` table).
 */
import { TreeIndex } from '../../../../../mock-server/src/ern/preflight/tree-index.js';
import type { ProfileKey, ProfileRule } from '../../../../../mock-server/src/ern/preflight/profiles/types.js';
import { summarizeRelease } from '../../../../../mock-server/src/ern/release/summarize.js';
import { pathOf } from '../../../../../mock-server/src/ern/release/tree.js';
import { treeOf } from '../run-rule.js';

/** A profile finding as the tests compare it. */
export interface SeenProfileFinding {
  /** DDEX's rule number in that profile: `1000-1`. */
  rule: string;
  role: string;
  message: string;
  path: string | null;
  line: number | null;
}

/** `2.1/Audio` → its key. */
export function profileKey(text: string): ProfileKey {
  const [standard, name] = text.split('/') as [ProfileKey['standard'], string];
  return { standard, name };
}

/** The findings of `rules` (those that belong to the profile) on the message, checked as that profile. */
export function runProfileRules(
  rules: readonly ProfileRule[],
  xml: string | Uint8Array,
  profile: string,
  variant: string | null = null,
): SeenProfileFinding[] {
  const tree = treeOf(xml);
  const key = profileKey(profile);
  const input = { tree, release: summarizeRelease(tree), index: new TreeIndex(tree), profile: key, variant };
  return rules.filter((rule) => rule.standard === key.standard && key.name in rule.ddex).flatMap((rule) => {
    const assertions = rule.ddex[key.name]!;
    return rule.check(input).map((finding) => {
      const assertion = assertions[finding.assertion ?? 0]!;
      return {
        rule: assertion.rule,
        role: assertion.role,
        message: finding.message,
        path: finding.at === null ? null : pathOf(finding.at),
        line: finding.at === null ? null : tree.position(finding.at).line,
      };
    });
  });
}

/** The DDEX rule numbers the rules fail on the message, sorted and without repeats (what the Saxon oracle compares). */
export function failedRuleNumbers(
  rules: readonly ProfileRule[],
  xml: string | Uint8Array,
  profile: string,
  variant: string | null = null,
): string[] {
  return [...new Set(runProfileRules(rules, xml, profile, variant).map((finding) => finding.rule))].sort();
}
