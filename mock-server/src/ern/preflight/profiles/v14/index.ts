/**
 * DDEX's Release Profile 1.4 rules, one module each in this folder (file named after the rule id), run in this
 * order by ../../index.ts for a message of one of {@link PROFILES_14}. The patterns DDEX repeats in several profiles'
 * files (`MultiProfile_*`) are listed in multi-profile.ts, those of one profile in one-profile.ts: a new rule is a
 * module here and one line in one of them.
 */
import type { ProfileRule } from '../types.js';
import { MULTI_PROFILE_RULES_14 } from './multi-profile.js';
import { ONE_PROFILE_RULES_14 } from './one-profile.js';

export const RULES_14: readonly ProfileRule[] = [...MULTI_PROFILE_RULES_14, ...ONE_PROFILE_RULES_14];

/**
 * The profiles of standard 1.4 whose rule sets the kit holds (DDEX's names, as its files are named: `AudioAlbum`,
 * `LongformVideo`, `TVSeries`): every profile a rule names in `ddex`, all 17 of DDEX's release profiles (the business
 * profile is not one).
 */
export const PROFILES_14: readonly string[] = [...new Set(RULES_14.flatMap((rule) => Object.keys(rule.ddex)))].sort();
