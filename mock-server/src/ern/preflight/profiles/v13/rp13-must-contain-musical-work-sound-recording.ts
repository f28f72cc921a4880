/**
 * DDEX's `MultiProfile_MustContainMusicalWorkSoundRecording` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-must-contain-musical-work-sound-recording` (../v14/rp14-must-contain-musical-work-sound-recording.ts), same
 * context and test, with each 1.3 profile's rule number, clause and role in `ddex`. It checks: the ResourceList holds
 * a SoundRecording of type MusicalWorkSoundRecording.
 */
import { rp14MustContainMusicalWorkSoundRecording } from '../v14/rp14-must-contain-musical-work-sound-recording.js';
import { sameCheck } from './same-check.js';

export const rp13MustContainMusicalWorkSoundRecording = sameCheck(rp14MustContainMusicalWorkSoundRecording, {
  id: 'rp13-must-contain-musical-work-sound-recording',
  pattern: 'MultiProfile_MustContainMusicalWorkSoundRecording',
  ddex: {
    AudioAlbumMusicOnly: [{ rule: '1134-1', clause: '3.1', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2163-1', clause: '3.1', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1061-1', clause: '3.1', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1676-1', clause: '3.1', role: 'Fatal Error' }],
  },
});
