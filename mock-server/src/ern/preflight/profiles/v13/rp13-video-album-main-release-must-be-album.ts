/**
 * DDEX's `VideoAlbum_MainReleaseMustBeAlbum` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-video-album-main-release-must-be-album` (../v14/rp14-video-album-main-release-must-be-album.ts), same context
 * and test, with each 1.3 profile's rule number, clause and role in `ddex`.
 */
import { rp14VideoAlbumMainReleaseMustBeAlbum } from '../v14/rp14-video-album-main-release-must-be-album.js';
import { sameCheck } from './same-check.js';

export const rp13VideoAlbumMainReleaseMustBeAlbum = sameCheck(rp14VideoAlbumMainReleaseMustBeAlbum, {
  id: 'rp13-video-album-main-release-must-be-album',
  pattern: 'VideoAlbum_MainReleaseMustBeAlbum',
  ddex: {
    VideoAlbum: [{ rule: '1218-1', clause: '4.13(3)', role: 'Fatal Error' }],
  },
});
