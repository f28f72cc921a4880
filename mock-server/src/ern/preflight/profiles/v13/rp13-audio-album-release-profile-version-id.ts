/**
 * DDEX's `AudioAlbum_ReleaseProfileVersionId` (Release Profile 1.3, Fatal Error; rule AudioAlbumMusicOnly 1129-1):
 * the root's ReleaseProfileVersionId names the profile, `CommonReleaseTypes/131/AudioAlbumMusicOnly` (see
 * version-id.ts). DDEX's 1.3 Audio Album Music Only file, like its 1.4 one, asserts the Audio Album value
 * `CommonReleaseTypes/131/AudioAlbum` in a pattern named after that profile: the kit accepts both, and the oracle
 * lists the difference (oracle-differences.ts KNOWN_DIFFERENCES).
 */
import { profileVersionId13 } from './version-id.js';

export const rp13AudioAlbumReleaseProfileVersionId = profileVersionId13({
  id: 'rp13-audio-album-release-profile-version-id',
  pattern: 'AudioAlbum_ReleaseProfileVersionId',
  ddex: {
    AudioAlbumMusicOnly: [{ rule: '1129-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/131/AudioAlbumMusicOnly',
  ddexValue: 'CommonReleaseTypes/131/AudioAlbum',
  profileTitle: 'Audio Album Music Only',
  note: 'DDEX\'s Audio Album Music Only file of 1.3 asks for the Audio Album value "CommonReleaseTypes/131/AudioAlbum" '
    + 'by mistake (as its 1.4 file does), which the kit accepts too.',
});
