/**
 * DDEX's `MidiRingtone_MustContainRingtoneComponentRelease` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-midi-ringtone-must-contain-ringtone-component-release`
 * (../v14/rp14-midi-ringtone-must-contain-ringtone-component-release.ts), same context and test, with each 1.3
 * profile's rule number, clause and role in `ddex`.
 */
import { rp14MidiRingtoneMustContainRingtoneComponentRelease } from '../v14/rp14-midi-ringtone-must-contain-ringtone-component-release.js';
import { sameCheck } from './same-check.js';

export const rp13MidiRingtoneMustContainRingtoneComponentRelease = sameCheck(rp14MidiRingtoneMustContainRingtoneComponentRelease, {
  id: 'rp13-midi-ringtone-must-contain-ringtone-component-release',
  pattern: 'MidiRingtone_MustContainRingtoneComponentRelease',
  ddex: {
    MidiRingtone: [{ rule: '1366-1', clause: '3.1', role: 'Fatal Error' }],
  },
});
