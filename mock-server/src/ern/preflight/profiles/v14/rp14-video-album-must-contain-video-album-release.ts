/**
 * DDEX's `VideoAlbum_MustContainVideoAlbumRelease` (Release Profile 1.4, clause 3.1, Fatal Error; rule VideoAlbum
 * 1208-1): some Release of the ReleaseList has ReleaseType `VideoAlbum`.
 */
import { releaseListTypeRule } from './one-profile-shapes.js';

export const rp14VideoAlbumMustContainVideoAlbumRelease = releaseListTypeRule({
  id: 'rp14-video-album-must-contain-video-album-release',
  pattern: 'VideoAlbum_MustContainVideoAlbumRelease',
  ddex: {
    VideoAlbum: [{ rule: '1208-1', clause: '3.1', role: 'Fatal Error' }],
  },
  types: ['VideoAlbum'],
  profileTitle: 'Video Album',
});
