/**
 * DDEX's `AudioAlbumMusicAndSpeech_ReleaseProfileVersionId` (Release Profile 1.4, clause 3.2, Fatal Error; rule
 * AudioAlbum 1749-1): the root's ReleaseProfileVersionId is exactly `CommonReleaseTypes/14/AudioAlbum`.
 */
import { profileVersionIdRule } from './one-profile-shapes.js';

export const rp14AudioAlbumMusicAndSpeechReleaseProfileVersionId = profileVersionIdRule({
  id: 'rp14-audio-album-music-and-speech-release-profile-version-id',
  pattern: 'AudioAlbumMusicAndSpeech_ReleaseProfileVersionId',
  ddex: {
    AudioAlbum: [{ rule: '1749-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/14/AudioAlbum',
  profileTitle: 'Audio Album',
});
