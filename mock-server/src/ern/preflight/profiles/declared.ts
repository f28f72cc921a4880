/**
 * The release profile a message declares, from its own root attributes (issue #32 item 2): ERN 3.x writes
 * `ReleaseProfileVersionId="CommonReleaseTypes/14/AudioAlbumMusicOnly"` (DDEX's own 3.8.2 samples spell it
 * `CommonReleaseTypesTypes/14/…`), ERN 4.x writes the profile's name (`Audio`) and, for a variant, a
 * `ReleaseProfileVariantVersionId` (`Classical`, `BoxedSet`).
 */
import type { ErnTree } from '../../release/tree.js';
import { ernMajorOf } from '../../version.js';
import type { ProfileKey, ProfileStandard } from './types.js';

/** A declared profile: what the message says, and the rule set it names (null: one the kit has no rules for). */
export interface DeclaredProfile {
  /** The attribute's value as written. */
  declared: string;
  variant: string | null;
  key: ProfileKey | null;
}

/** `13` or `131` (DDEX's 1.3 files assert profile version 1.3.1's `CommonReleaseTypes/131/…`) → 1.3; `14` → 1.4. */
const ERN3_PROFILE = /^CommonReleaseTypes(?:Types)?\/(131|13|14)\/([A-Za-z]+)$/;

/**
 * The ids DDEX's 3.x files ask a message to declare (`CommonReleaseTypes/14/LongformMusicVideo`) where they are not
 * the kit's name of the profile, its file's (LongformVideo.xsl): each id → that name. Left out, as ambiguous:
 * `VideoSingle`, which the SimpleVideoSingle files ask for too, and `Ringtone`, which the MidiRingtone files ask for
 * too (such a message is checked as VideoSingle, Ringtone); 1.4's `AudioAlbum`, a profile of its own there.
 */
const DECLARED_AS: Readonly<Record<'1.3' | '1.4', Readonly<Record<string, string>>>> = {
  1.3: { AudioAlbum: 'AudioAlbumMusicOnly', LongformMusicVideo: 'LongformVideo', TvSeries: 'TVSeries', WallpaperRelease: 'Wallpaper' },
  1.4: { LongformMusicVideo: 'LongformVideo', TvSeries: 'TVSeries' },
};

/** The profile the message declares, or null when it declares none. */
export function declaredProfile(tree: ErnTree): DeclaredProfile | null {
  const declared = tree.root.attributes.ReleaseProfileVersionId?.trim();
  const variant = tree.root.attributes.ReleaseProfileVariantVersionId?.trim() ?? null;
  if (declared === undefined || declared === '') return null;
  if (ernMajorOf(tree.ernVersion) === 3) {
    const match = ERN3_PROFILE.exec(declared);
    const standard: ProfileStandard | null = match === null ? null : match[1] === '14' ? '1.4' : '1.3';
    if (standard === null) return { declared, variant, key: null };
    const name = match![2]!;
    return { declared, variant, key: { standard, name: Object.hasOwn(DECLARED_AS[standard], name) ? DECLARED_AS[standard][name]! : name } };
  }
  return { declared, variant, key: /^[A-Za-z]+$/.test(declared) ? { standard: '2.1', name: declared } : null };
}
