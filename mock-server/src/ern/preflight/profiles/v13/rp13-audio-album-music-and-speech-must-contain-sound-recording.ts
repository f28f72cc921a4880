/**
 * DDEX's `AudioAlbumMusicAndSpeech_MustContainSoundRecording` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-audio-album-music-and-speech-must-contain-sound-recording`
 * (../v14/rp14-audio-album-music-and-speech-must-contain-sound-recording.ts), same context and test, with each 1.3
 * profile's rule number, clause and role in `ddex`. It checks: the ResourceList holds a SoundRecording.
 */
import { rp14AudioAlbumMusicAndSpeechMustContainSoundRecording } from '../v14/rp14-audio-album-music-and-speech-must-contain-sound-recording.js';
import { sameCheck } from './same-check.js';

export const rp13AudioAlbumMusicAndSpeechMustContainSoundRecording = sameCheck(rp14AudioAlbumMusicAndSpeechMustContainSoundRecording, {
  id: 'rp13-audio-album-music-and-speech-must-contain-sound-recording',
  pattern: 'AudioAlbumMusicAndSpeech_MustContainSoundRecording',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1751-1', clause: '3.1', role: 'Fatal Error' }],
  },
});
