/**
 * One table row of the 1.4 MultiProfile rules' tests: a message that fails the rule, with the DDEX rule numbers it
 * fails (in the profile named) and a word its message must hold, and a message that passes (default the album).
 */
import type { ProfileRule } from '../../../../../../mock-server/src/ern/preflight/profiles/types.js';

export interface MultiProfileCase {
  rule: ProfileRule;
  /** What the failing message changes. */
  name: string;
  /** DDEX's profile name within 1.4; default AudioAlbumMusicOnly. */
  profile?: string;
  fail: string;
  /** The rule numbers the failing message fails, sorted. */
  want: string[];
  /** Words that each finding's message holds: the element it names. */
  says: string;
  /** A message that passes; default the album (album382.ts). */
  pass?: string;
}
