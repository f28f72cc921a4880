/**
 * DDEX's `Ringtone_MustContainRingtoneComponentRelease` (Release Profile 1.4, clause 3.1, Fatal Error; rule
 * Ringtone 1356-1): some Release of the ReleaseList has ReleaseType `RingtoneRelease` or `RingbackToneRelease`.
 */
import { releaseListTypeRule } from './one-profile-shapes.js';

export const rp14RingtoneMustContainRingtoneComponentRelease = releaseListTypeRule({
  id: 'rp14-ringtone-must-contain-ringtone-component-release',
  pattern: 'Ringtone_MustContainRingtoneComponentRelease',
  ddex: {
    Ringtone: [{ rule: '1356-1', clause: '3.1', role: 'Fatal Error' }],
  },
  types: ['RingtoneRelease', 'RingbackToneRelease'],
  profileTitle: 'Ringtone',
});
