/**
 * DDEX's `VideoAlbum_ReleaseProfileVersionId` (Release Profile 1.4, clause 3.2, Fatal Error; rule VideoAlbum
 * 1203-1): the root's ReleaseProfileVersionId is exactly `CommonReleaseTypes/14/VideoAlbum`.
 */
import { profileVersionIdRule } from './one-profile-shapes.js';

export const rp14VideoAlbumReleaseProfileVersionId = profileVersionIdRule({
  id: 'rp14-video-album-release-profile-version-id',
  pattern: 'VideoAlbum_ReleaseProfileVersionId',
  ddex: {
    VideoAlbum: [{ rule: '1203-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/14/VideoAlbum',
  profileTitle: 'Video Album',
});
