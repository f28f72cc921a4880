/**
 * DDEX's `VideoAlbum_ReleaseProfileVersionId` (Release Profile 1.3, Fatal Error; rule VideoAlbum 1203-1):
 * the root's ReleaseProfileVersionId is exactly
 * `CommonReleaseTypes/131/VideoAlbum` (see version-id.ts).
 */
import { profileVersionId13 } from './version-id.js';

export const rp13VideoAlbumReleaseProfileVersionId = profileVersionId13({
  id: 'rp13-video-album-release-profile-version-id',
  pattern: 'VideoAlbum_ReleaseProfileVersionId',
  ddex: {
    VideoAlbum: [{ rule: '1203-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/131/VideoAlbum',
  profileTitle: 'Video Album',
});
