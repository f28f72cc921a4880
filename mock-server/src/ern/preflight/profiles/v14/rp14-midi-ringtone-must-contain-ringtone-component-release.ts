/**
 * DDEX's `MidiRingtone_MustContainRingtoneComponentRelease` (Release Profile 1.4, clause 3.1, Fatal Error; rule
 * MidiRingtone 1366-1): some Release of the ReleaseList has ReleaseType `RingtoneRelease` or
 * `RingbackToneRelease`.
 */
import { releaseListTypeRule } from './one-profile-shapes.js';

export const rp14MidiRingtoneMustContainRingtoneComponentRelease = releaseListTypeRule({
  id: 'rp14-midi-ringtone-must-contain-ringtone-component-release',
  pattern: 'MidiRingtone_MustContainRingtoneComponentRelease',
  ddex: {
    MidiRingtone: [{ rule: '1366-1', clause: '3.1', role: 'Fatal Error' }],
  },
  types: ['RingtoneRelease', 'RingbackToneRelease'],
  profileTitle: 'MIDI Ringtone',
});
