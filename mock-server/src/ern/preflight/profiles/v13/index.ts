/**
 * DDEX's Release Profile 1.3 rules, one module each in this folder (file named after the rule id), run in this
 * order by ../../index.ts for a message of one of {@link PROFILES_13}. A new rule is a module here and one line below.
 */
import type { ProfileRule } from '../types.js';

/** The profiles of standard 1.3 whose rule sets the kit holds (DDEX's names). */
export const PROFILES_13: readonly string[] = [];

export const RULES_13: readonly ProfileRule[] = [];
