/**
 * DDEX's `DigitalClassicalAudioAlbum_ReleaseProfileVersionId` (Release Profile 1.3, Fatal Error; rule DigitalClassicalAudioAlbum 1674-1):
 * the root's ReleaseProfileVersionId is exactly
 * `CommonReleaseTypes/131/DigitalClassicalAudioAlbum` (see version-id.ts).
 */
import { profileVersionId13 } from './version-id.js';

export const rp13DigitalClassicalAudioAlbumReleaseProfileVersionId = profileVersionId13({
  id: 'rp13-digital-classical-audio-album-release-profile-version-id',
  pattern: 'DigitalClassicalAudioAlbum_ReleaseProfileVersionId',
  ddex: {
    DigitalClassicalAudioAlbum: [{ rule: '1674-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/131/DigitalClassicalAudioAlbum',
  profileTitle: 'Digital Classical Audio Album',
});
