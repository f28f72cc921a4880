/**
 * DDEX's `Ringtone_MustContainRingtoneComponentRelease` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-ringtone-must-contain-ringtone-component-release`
 * (../v14/rp14-ringtone-must-contain-ringtone-component-release.ts), same context and test, with each 1.3 profile's
 * rule number, clause and role in `ddex`.
 */
import { rp14RingtoneMustContainRingtoneComponentRelease } from '../v14/rp14-ringtone-must-contain-ringtone-component-release.js';
import { sameCheck } from './same-check.js';

export const rp13RingtoneMustContainRingtoneComponentRelease = sameCheck(rp14RingtoneMustContainRingtoneComponentRelease, {
  id: 'rp13-ringtone-must-contain-ringtone-component-release',
  pattern: 'Ringtone_MustContainRingtoneComponentRelease',
  ddex: {
    Ringtone: [{ rule: '1356-1', clause: '3.1', role: 'Fatal Error' }],
  },
});
