/**
 * DDEX's `AudioAlbum_MainReleaseMustBeAlbum` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-audio-album-main-release-must-be-album` (../v14/rp14-audio-album-main-release-must-be-album.ts), same context
 * and test, with each 1.3 profile's rule number, clause and role in `ddex`.
 */
import { rp14AudioAlbumMainReleaseMustBeAlbum } from '../v14/rp14-audio-album-main-release-must-be-album.js';
import { sameCheck } from './same-check.js';

export const rp13AudioAlbumMainReleaseMustBeAlbum = sameCheck(rp14AudioAlbumMainReleaseMustBeAlbum, {
  id: 'rp13-audio-album-main-release-must-be-album',
  pattern: 'AudioAlbum_MainReleaseMustBeAlbum',
  ddex: {
    AudioAlbumMusicOnly: [{ rule: '1141-1', clause: '4.4(3)', role: 'Fatal Error' }],
  },
});
