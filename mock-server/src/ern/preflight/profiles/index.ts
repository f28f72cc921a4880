/**
 * Every release-profile rule set the kit holds (issue #32), by standard: v13/, v14/ (ERN 3.x) and v21/ (ERN 4.x).
 */
import type { ProfileKey, ProfileRule, ProfileStandard } from './types.js';
import { PROFILES_13, RULES_13 } from './v13/index.js';
import { PROFILES_14, RULES_14 } from './v14/index.js';
import { PROFILES_21, RULES_21, VARIANTS_21 } from './v21/index.js';

interface RuleSets {
  profiles: readonly string[];
  rules: readonly ProfileRule[];
}

const SETS: ReadonlyMap<ProfileStandard, RuleSets> = new Map([
  ['1.3', { profiles: PROFILES_13, rules: RULES_13 }],
  ['1.4', { profiles: PROFILES_14, rules: RULES_14 }],
  ['2.1', { profiles: PROFILES_21, rules: RULES_21 }],
]);

/** Every profile rule, standard by standard. */
export const PROFILE_RULES: readonly ProfileRule[] = [...RULES_13, ...RULES_14, ...RULES_21];

/** Whether the kit holds the rules of that profile. */
export function hasRuleSet(key: ProfileKey): boolean {
  return SETS.get(key.standard)!.profiles.includes(key.name);
}

/** The rules that run for a profile: those of its standard whose DDEX file (per `ddex`) is that profile's. */
export function rulesOf(key: ProfileKey): readonly ProfileRule[] {
  return SETS.get(key.standard)!.rules.filter((rule) => key.name in rule.ddex);
}

/**
 * The variant rule sets a message's ReleaseProfileVariantVersionId adds to its profile's (2.1 only; v21/index.ts):
 * one key per word the kit holds rules for (`BoxedSet Classical` → BoxedSetVariant and ClassicalVariant), none for a
 * 3.x profile, a message without a variant, or a run of a variant's set itself. The runner runs `rulesOf(key)` of
 * each with `profile` set to that key.
 */
export function variantKeysOf(key: ProfileKey, variant: string | null): ProfileKey[] {
  if (key.standard !== '2.1' || variant === null || Object.values(VARIANTS_21).includes(key.name)) return [];
  const names = variant.split(/\s+/).flatMap((word) => (Object.hasOwn(VARIANTS_21, word) ? [VARIANTS_21[word]!] : []));
  return [...new Set(names)].map((name) => ({ standard: '2.1', name }));
}
