/**
 * DDEX's `AudioAlbum_ReleaseProfileVersionId` (Release Profile 1.4, clause 3.2, Fatal Error; rule
 * AudioAlbumMusicOnly 1129-1): the root's ReleaseProfileVersionId names the profile,
 * `CommonReleaseTypes/14/AudioAlbumMusicOnly`. DDEX's Audio Album Music Only file is itself wrong here: its pattern,
 * copied from the Audio Album file (even its name), asserts `CommonReleaseTypes/14/AudioAlbum`, so it fails every
 * message that names the profile the file is for. The kit accepts the profile's own value and, as DDEX's file does,
 * `CommonReleaseTypes/14/AudioAlbum`; the oracle lists the difference (oracle-differences.ts KNOWN_DIFFERENCES).
 */
import { profileVersionIdRule } from './one-profile-shapes.js';

export const rp14AudioAlbumReleaseProfileVersionId = profileVersionIdRule({
  id: 'rp14-audio-album-release-profile-version-id',
  pattern: 'AudioAlbum_ReleaseProfileVersionId',
  ddex: {
    AudioAlbumMusicOnly: [{ rule: '1129-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/14/AudioAlbumMusicOnly',
  ddexValue: 'CommonReleaseTypes/14/AudioAlbum',
  profileTitle: 'Audio Album Music Only',
  note: 'DDEX\'s Audio Album Music Only file asks for the Audio Album profile\'s "CommonReleaseTypes/14/AudioAlbum" '
    + 'by mistake, which the kit accepts too.',
});
