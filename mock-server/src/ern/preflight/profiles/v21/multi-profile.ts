/** The 2.1 rules of DDEX's `MultiProfile_*` patterns (see index.ts). */
import type { ProfileRule } from '../types.js';

export const MULTI_PROFILE_RULES_21: readonly ProfileRule[] = [];
