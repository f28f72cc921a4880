/**
 * DDEX's `AudioAlbum_MustContainAlbumOrSingleRelease` (Release Profile 1.4, clause 3.1, Fatal Error; rule
 * AudioAlbum 1755-1): some Release of the ReleaseList has ReleaseType `Single` or `Album`.
 */
import { releaseListTypeRule } from './one-profile-shapes.js';

export const rp14AudioAlbumMustContainAlbumOrSingleRelease = releaseListTypeRule({
  id: 'rp14-audio-album-must-contain-album-or-single-release',
  pattern: 'AudioAlbum_MustContainAlbumOrSingleRelease',
  ddex: {
    AudioAlbum: [{ rule: '1755-1', clause: '3.1', role: 'Fatal Error' }],
  },
  types: ['Single', 'Album'],
  profileTitle: 'Audio Album',
});
