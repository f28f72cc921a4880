/**
 * DDEX's `VideoAlbum_MainReleaseMustBeAlbum` (Release Profile 1.4, clause 4.13(3), Fatal Error; rule VideoAlbum
 * 1218-1): the release marked IsMainRelease="true" has ReleaseType `VideoAlbum`.
 */
import { mainReleaseTypeRule } from './one-profile-shapes.js';

export const rp14VideoAlbumMainReleaseMustBeAlbum = mainReleaseTypeRule({
  id: 'rp14-video-album-main-release-must-be-album',
  pattern: 'VideoAlbum_MainReleaseMustBeAlbum',
  ddex: {
    VideoAlbum: [{ rule: '1218-1', clause: '4.13(3)', role: 'Fatal Error' }],
  },
  types: ['VideoAlbum'],
  profileTitle: 'Video Album',
});
