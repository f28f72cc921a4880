/**
 * DDEX's `AudioAlbumMusicAndSpeech_ReleaseProfileVersionId` (Release Profile 1.3, Fatal Error; rule AudioAlbumMusicAndSpeech 1749-1):
 * the root's ReleaseProfileVersionId is exactly
 * `CommonReleaseTypes/131/AudioAlbumMusicAndSpeech` (see version-id.ts).
 */
import { profileVersionId13 } from './version-id.js';

export const rp13AudioAlbumMusicAndSpeechReleaseProfileVersionId = profileVersionId13({
  id: 'rp13-audio-album-music-and-speech-release-profile-version-id',
  pattern: 'AudioAlbumMusicAndSpeech_ReleaseProfileVersionId',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1749-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/131/AudioAlbumMusicAndSpeech',
  profileTitle: 'Audio Album Music And Speech',
});
