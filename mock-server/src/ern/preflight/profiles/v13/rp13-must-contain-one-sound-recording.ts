/**
 * DDEX's `MultiProfile_MustContainOneSoundRecording` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-must-contain-one-sound-recording` (../v14/rp14-must-contain-one-sound-recording.ts), same context and test,
 * with each 1.3 profile's rule number, clause and role in `ddex`. It checks: the ResourceList holds a SoundRecording.
 */
import { rp14MustContainOneSoundRecording } from '../v14/rp14-must-contain-one-sound-recording.js';
import { sameCheck } from './same-check.js';

export const rp13MustContainOneSoundRecording = sameCheck(rp14MustContainOneSoundRecording, {
  id: 'rp13-must-contain-one-sound-recording',
  pattern: 'MultiProfile_MustContainOneSoundRecording',
  ddex: {
    AudioAlbumMusicOnly: [{ rule: '1136-1', clause: '3.1', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2161-1', clause: '3.1', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1059-1', clause: '3.1', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1681-1', clause: '3.1', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1357-1', clause: '3.1', role: 'Fatal Error' }],
  },
});
