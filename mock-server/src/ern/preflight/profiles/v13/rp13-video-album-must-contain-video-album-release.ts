/**
 * DDEX's `VideoAlbum_MustContainVideoAlbumRelease` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-video-album-must-contain-video-album-release` (../v14/rp14-video-album-must-contain-video-album-release.ts),
 * same context and test, with each 1.3 profile's rule number, clause and role in `ddex`.
 */
import { rp14VideoAlbumMustContainVideoAlbumRelease } from '../v14/rp14-video-album-must-contain-video-album-release.js';
import { sameCheck } from './same-check.js';

export const rp13VideoAlbumMustContainVideoAlbumRelease = sameCheck(rp14VideoAlbumMustContainVideoAlbumRelease, {
  id: 'rp13-video-album-must-contain-video-album-release',
  pattern: 'VideoAlbum_MustContainVideoAlbumRelease',
  ddex: {
    VideoAlbum: [{ rule: '1208-1', clause: '3.1', role: 'Fatal Error' }],
  },
});
