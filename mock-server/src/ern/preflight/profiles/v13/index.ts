/**
 * DDEX's Release Profile 1.3 rules (profile version 1.3.1, for ERN 3.x), one module each in this folder (file named
 * after the rule id), run in this order by ../../index.ts for a message of one of {@link PROFILES_13}. DDEX publishes
 * 1.3 only compiled (`../shared/ddex-schematron/xsl/13/<Profile>.xsl`). Most of its patterns assert what 1.4's pattern
 * of the same id asserts under other rule numbers: those modules are `sameCheck` of the 1.4 module (same-check.ts),
 * so each assertion is written once; the patterns whose test differs from 1.4's, or that 1.4 lacks, are modules of
 * their own. The `MultiProfile_*` patterns are listed in multi-profile.ts, those of one profile in one-profile.ts.
 *
 * Profile names are those of 1.4 (../v14/index.ts): DDEX's file names (`LongformVideo`, `TVSeries`,
 * `SimpleVideoSingle`, `MidiRingtone`, `AudioAlbumMusicOnly`, `Wallpaper`), but for `SingleResourceReleaseWithCoverArt`,
 * whose 1.3 file is named `SingleResourceWithCoverArt.xsl` and whose id is that name. A message declares
 * `CommonReleaseTypes/131/<id>`: DDEX's 1.3 files assert version 131 (1.3.1), not 13, and an id that is the file's
 * name but for AudioAlbumMusicOnly (`AudioAlbum`), LongformVideo (`LongformMusicVideo`), TVSeries (`TvSeries`),
 * SimpleVideoSingle (`VideoSingle`), MidiRingtone (`Ringtone`) and Wallpaper (`WallpaperRelease`); the
 * `<Profile>_ReleaseProfileVersionId` rules check exactly that (version-id.ts).
 *
 * Not profiles, and not here: xsl/13/BusinessProfile.xsl (DDEX's Business Profile, the deal side, not a release
 * profile), and xsl/13/ReleaseProfileDeletedRules.xsl, "Release Profile Deleted Rules (version 1.3.1)": the
 * assertions DDEX deleted from the release profiles (rules 2230-1 to 2258-1, their clauses given as bare numbers), kept in a
 * file of their own that no profile's file includes and no message declares.
 */
import type { ProfileRule } from '../types.js';
import { MULTI_PROFILE_RULES_13 } from './multi-profile.js';
import { ONE_PROFILE_RULES_13 } from './one-profile.js';

export const RULES_13: readonly ProfileRule[] = [...MULTI_PROFILE_RULES_13, ...ONE_PROFILE_RULES_13];

/**
 * The profiles of standard 1.3 whose rule sets the kit holds: every profile a rule names in `ddex`, all 18 of DDEX's
 * 1.3 release profiles.
 */
export const PROFILES_13: readonly string[] = [...new Set(RULES_13.flatMap((rule) => Object.keys(rule.ddex)))].sort();
