/**
 * DDEX's Release Profile 2.1 rules, one module each in this folder (file named after the rule id), run in this
 * order by ../../index.ts for a message of one of {@link PROFILES_21}. The patterns DDEX repeats in several profiles'
 * files (`MultiProfile_*`) are listed in multi-profile.ts, those of one profile in one-profile.ts: a new rule is a
 * module here and one line in one of them.
 */
import type { ProfileRule } from '../types.js';
import { MULTI_PROFILE_RULES_21 } from './multi-profile.js';
import { ONE_PROFILE_RULES_21 } from './one-profile.js';

/** The profiles of standard 2.1 whose rule sets the kit holds (DDEX's names). */
export const PROFILES_21: readonly string[] = [];

export const RULES_21: readonly ProfileRule[] = [...MULTI_PROFILE_RULES_21, ...ONE_PROFILE_RULES_21];
