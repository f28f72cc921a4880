/** The 1.4 rules of DDEX's patterns of one profile (`Audio_*`, `AudioSingle_*`, …) (see index.ts). */
import type { ProfileRule } from '../types.js';

export const ONE_PROFILE_RULES_14: readonly ProfileRule[] = [];
