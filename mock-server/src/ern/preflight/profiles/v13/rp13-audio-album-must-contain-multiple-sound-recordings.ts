/**
 * DDEX's `AudioAlbum_MustContainMultipleSoundRecordings` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-audio-album-must-contain-multiple-sound-recordings`
 * (../v14/rp14-audio-album-must-contain-multiple-sound-recordings.ts), same context and test, with each 1.3 profile's
 * rule number, clause and role in `ddex`. It checks: the ResourceList holds more than one SoundRecording.
 */
import { rp14AudioAlbumMustContainMultipleSoundRecordings } from '../v14/rp14-audio-album-must-contain-multiple-sound-recordings.js';
import { sameCheck } from './same-check.js';

export const rp13AudioAlbumMustContainMultipleSoundRecordings = sameCheck(rp14AudioAlbumMustContainMultipleSoundRecordings, {
  id: 'rp13-audio-album-must-contain-multiple-sound-recordings',
  pattern: 'AudioAlbum_MustContainMultipleSoundRecordings',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1759-1', clause: '3.1', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1132-1', clause: '3.1', role: 'Fatal Error' }],
  },
});
