/**
 * DDEX's `AudioAlbum_MustContainAlbumOrSingleRelease` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-audio-album-must-contain-album-or-single-release`
 * (../v14/rp14-audio-album-must-contain-album-or-single-release.ts), same context and test, with each 1.3 profile's
 * rule number, clause and role in `ddex`.
 */
import { rp14AudioAlbumMustContainAlbumOrSingleRelease } from '../v14/rp14-audio-album-must-contain-album-or-single-release.js';
import { sameCheck } from './same-check.js';

export const rp13AudioAlbumMustContainAlbumOrSingleRelease = sameCheck(rp14AudioAlbumMustContainAlbumOrSingleRelease, {
  id: 'rp13-audio-album-must-contain-album-or-single-release',
  pattern: 'AudioAlbum_MustContainAlbumOrSingleRelease',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1755-1', clause: '3.1', role: 'Fatal Error' }],
  },
});
