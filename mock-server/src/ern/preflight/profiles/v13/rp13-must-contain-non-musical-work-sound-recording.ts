/**
 * DDEX's `MultiProfile_MustContainNonMusicalWorkSoundRecording` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-must-contain-non-musical-work-sound-recording`
 * (../v14/rp14-must-contain-non-musical-work-sound-recording.ts), same context and test, with each 1.3 profile's rule
 * number, clause and role in `ddex`. It checks: the ResourceList holds a SoundRecording of type
 * NonMusicalWorkSoundRecording.
 */
import { rp14MustContainNonMusicalWorkSoundRecording } from '../v14/rp14-must-contain-non-musical-work-sound-recording.js';
import { sameCheck } from './same-check.js';

export const rp13MustContainNonMusicalWorkSoundRecording = sameCheck(rp14MustContainNonMusicalWorkSoundRecording, {
  id: 'rp13-must-contain-non-musical-work-sound-recording',
  pattern: 'MultiProfile_MustContainNonMusicalWorkSoundRecording',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1753-1', clause: '3.1', role: 'Fatal Error' }],
  },
});
