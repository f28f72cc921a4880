/**
 * DDEX's `DigitalClassicalAudioAlbum_MustContainClassicalAlbumRelease` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-digital-classical-audio-album-must-contain-classical-album-release`
 * (../v14/rp14-digital-classical-audio-album-must-contain-classical-album-release.ts), same context and test, with
 * each 1.3 profile's rule number, clause and role in `ddex`.
 */
import { rp14DigitalClassicalAudioAlbumMustContainClassicalAlbumRelease } from '../v14/rp14-digital-classical-audio-album-must-contain-classical-album-release.js';
import { sameCheck } from './same-check.js';

export const rp13DigitalClassicalAudioAlbumMustContainClassicalAlbumRelease = sameCheck(
  rp14DigitalClassicalAudioAlbumMustContainClassicalAlbumRelease,
  {
    id: 'rp13-digital-classical-audio-album-must-contain-classical-album-release',
    pattern: 'DigitalClassicalAudioAlbum_MustContainClassicalAlbumRelease',
    ddex: {
      DigitalClassicalAudioAlbum: [{ rule: '1679-1', clause: '3.1', role: 'Fatal Error' }],
    },
  },
);
