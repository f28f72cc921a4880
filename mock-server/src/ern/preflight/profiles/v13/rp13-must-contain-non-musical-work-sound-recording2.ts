/**
 * DDEX's `MultiProfile_MustContainNonMusicalWorkSoundRecording` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-must-contain-non-musical-work-sound-recording2`
 * (../v14/rp14-must-contain-non-musical-work-sound-recording2.ts), same context and test, with each 1.3 profile's
 * rule number, clause and role in `ddex`. It checks: the ResourceList holds a SoundRecording of type
 * NonMusicalWorkSoundRecording (DDEX's second rule of it). DDEX's 1.3 file names this second pattern
 * `MultiProfile_MustContainNonMusicalWorkSoundRecording` too (1.4 renamed it …2).
 */
import { rp14MustContainNonMusicalWorkSoundRecording2 } from '../v14/rp14-must-contain-non-musical-work-sound-recording2.js';
import { sameCheck } from './same-check.js';

export const rp13MustContainNonMusicalWorkSoundRecording2 = sameCheck(rp14MustContainNonMusicalWorkSoundRecording2, {
  id: 'rp13-must-contain-non-musical-work-sound-recording2',
  pattern: 'MultiProfile_MustContainNonMusicalWorkSoundRecording',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1756-1', clause: '3.1', role: 'Fatal Error' }],
  },
});
