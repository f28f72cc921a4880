/**
 * DDEX's `AudioAlbum_MainReleaseMustBeAlbum` (Release Profile 1.4, clause 4.4(3), Fatal Error; rule
 * AudioAlbumMusicOnly 1141-1): the release marked IsMainRelease="true" has ReleaseType `Album`.
 */
import { mainReleaseTypeRule } from './one-profile-shapes.js';

export const rp14AudioAlbumMainReleaseMustBeAlbum = mainReleaseTypeRule({
  id: 'rp14-audio-album-main-release-must-be-album',
  pattern: 'AudioAlbum_MainReleaseMustBeAlbum',
  ddex: {
    AudioAlbumMusicOnly: [{ rule: '1141-1', clause: '4.4(3)', role: 'Fatal Error' }],
  },
  types: ['Album'],
  profileTitle: 'Audio Album Music Only',
});
