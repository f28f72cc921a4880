/**
 * DDEX's Release Profile 2.1 rules, one module each in this folder (file named after the rule id), run in this
 * order by ../../index.ts for a message of one of {@link PROFILES_21}. The patterns DDEX repeats in several profiles'
 * files (`MultiProfile_*`) are listed in multi-profile.ts, those of one profile in one-profile.ts: a new rule is a
 * module here and one line in one of them.
 *
 * Variants. A 4.x message may add `ReleaseProfileVariantVersionId="Classical"`, `"BoxedSet"` or both
 * (`"BoxedSet Classical"`, `"Classical BoxedSet"`). DDEX's variant files (ClassicalVariant, BoxedSetVariant) hold only
 * the variant's own patterns, none of the profile's: a variant's rules run IN ADDITION to those of the profile the
 * message declares. They are keyed in `ddex` by DDEX's file names, `ClassicalVariant` and `BoxedSetVariant` (so
 * `--profile 2.1/ClassicalVariant` runs exactly DDEX's xsl/21/ClassicalVariant.xsl, for the Saxon oracle too), and
 * {@link VARIANTS_21} maps each word of the attribute to its rule set; ../index.ts `variantKeysOf` gives the keys a
 * message's variant adds, each run with `profile` set to that key (its findings name `2.1/ClassicalVariant`).
 *
 * Track releases. DDEX's ReleaseProfileTrackReleaseRules file (rules 1538-1542) is no profile a message declares:
 * its five patterns are the `MultiProfile_*` track-release patterns that the Audio, Video and MixedMedia files embed
 * under their own numbers (Audio 1045-1049, Video 1105-1109, MixedMedia 1167-1171), while the five other profiles
 * forbid TrackReleases (`MultiProfile_MustNotContainTrackRelease`). The kit runs them as part of those profiles
 * (multi-profile.ts) and never as a set of their own, which would report each failure twice.
 */
import type { ProfileRule } from '../types.js';
import { MULTI_PROFILE_RULES_21 } from './multi-profile.js';
import { ONE_PROFILE_RULES_21 } from './one-profile.js';

/** The variants of ReleaseProfileVariantVersionId (each word of it) and the rule set each adds (DDEX's file name). */
export const VARIANTS_21: Readonly<Record<string, string>> = { Classical: 'ClassicalVariant', BoxedSet: 'BoxedSetVariant' };

/** The profiles of standard 2.1 whose rule sets the kit holds (DDEX's names), the two variants' sets last. */
export const PROFILES_21: readonly string[] = [
  'Audio', 'DjMix', 'LongFormMusicalWorkVideo', 'MixedMedia', 'Ringtone', 'SimpleAudioSingle', 'SimpleVideoSingle', 'Video',
  ...Object.values(VARIANTS_21),
];

export const RULES_21: readonly ProfileRule[] = [...MULTI_PROFILE_RULES_21, ...ONE_PROFILE_RULES_21];
