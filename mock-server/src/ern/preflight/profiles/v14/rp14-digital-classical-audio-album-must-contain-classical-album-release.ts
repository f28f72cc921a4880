/**
 * DDEX's `DigitalClassicalAudioAlbum_MustContainClassicalAlbumRelease` (Release Profile 1.4, clause 3.1, Fatal
 * Error; rule DigitalClassicalAudioAlbum 1679-1): some Release of the ReleaseList has ReleaseType
 * `ClassicalAlbum`.
 */
import { releaseListTypeRule } from './one-profile-shapes.js';

export const rp14DigitalClassicalAudioAlbumMustContainClassicalAlbumRelease = releaseListTypeRule({
  id: 'rp14-digital-classical-audio-album-must-contain-classical-album-release',
  pattern: 'DigitalClassicalAudioAlbum_MustContainClassicalAlbumRelease',
  ddex: {
    DigitalClassicalAudioAlbum: [{ rule: '1679-1', clause: '3.1', role: 'Fatal Error' }],
  },
  types: ['ClassicalAlbum'],
  profileTitle: 'Digital Classical Audio Album',
});
