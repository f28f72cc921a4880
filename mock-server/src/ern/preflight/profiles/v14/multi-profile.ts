/** The 1.4 rules of DDEX's `MultiProfile_*` patterns (see index.ts). */
import type { ProfileRule } from '../types.js';

export const MULTI_PROFILE_RULES_14: readonly ProfileRule[] = [];
