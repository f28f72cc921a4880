/**
 * DDEX's Release Profile 2.1 rules, one module each in this folder (file named after the rule id), run in this
 * order by ../../index.ts for a message of one of {@link PROFILES_21}. A new rule is a module here and one line below.
 */
import type { ProfileRule } from '../types.js';

/** The profiles of standard 2.1 whose rule sets the kit holds (DDEX's names). */
export const PROFILES_21: readonly string[] = [];

export const RULES_21: readonly ProfileRule[] = [];
