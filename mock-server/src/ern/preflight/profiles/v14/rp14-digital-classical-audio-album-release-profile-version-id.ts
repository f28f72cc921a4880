/**
 * DDEX's `DigitalClassicalAudioAlbum_ReleaseProfileVersionId` (Release Profile 1.4, clause 3.2, Fatal Error; rule
 * DigitalClassicalAudioAlbum 1674-1): the root's ReleaseProfileVersionId is exactly
 * `CommonReleaseTypes/14/DigitalClassicalAudioAlbum`.
 */
import { profileVersionIdRule } from './one-profile-shapes.js';

export const rp14DigitalClassicalAudioAlbumReleaseProfileVersionId = profileVersionIdRule({
  id: 'rp14-digital-classical-audio-album-release-profile-version-id',
  pattern: 'DigitalClassicalAudioAlbum_ReleaseProfileVersionId',
  ddex: {
    DigitalClassicalAudioAlbum: [{ rule: '1674-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/14/DigitalClassicalAudioAlbum',
  profileTitle: 'Digital Classical Audio Album',
});
