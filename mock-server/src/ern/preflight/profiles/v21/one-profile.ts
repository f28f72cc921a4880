/** The 2.1 rules of DDEX's patterns of one profile (`Audio_*`, `AudioSingle_*`, …) (see index.ts). */
import type { ProfileRule } from '../types.js';

export const ONE_PROFILE_RULES_21: readonly ProfileRule[] = [];
