/**
 * DDEX's `AudioAlbum_ReleaseProfileVersionId` (Release Profile 1.3, Fatal Error; rule AudioAlbumMusicOnly 1129-1):
 * the root's ReleaseProfileVersionId is exactly
 * `CommonReleaseTypes/131/AudioAlbum` (see version-id.ts).
 */
import { profileVersionId13 } from './version-id.js';

export const rp13AudioAlbumReleaseProfileVersionId = profileVersionId13({
  id: 'rp13-audio-album-release-profile-version-id',
  pattern: 'AudioAlbum_ReleaseProfileVersionId',
  ddex: {
    AudioAlbumMusicOnly: [{ rule: '1129-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/131/AudioAlbum',
  profileTitle: 'Audio Album Music Only',
  note: '(DDEX\'s Audio Album Music Only file of 1.3 asserts the Audio Album id, AudioAlbum, as its 1.4 file does.)',
});
