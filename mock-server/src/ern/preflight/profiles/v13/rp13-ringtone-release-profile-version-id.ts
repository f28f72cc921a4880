/**
 * DDEX's `Ringtone_ReleaseProfileVersionId` (Release Profile 1.3, Fatal Error; rule MidiRingtone 1364-1; Ringtone 1353-1):
 * the root's ReleaseProfileVersionId is exactly
 * `CommonReleaseTypes/131/Ringtone` (see version-id.ts).
 */
import { profileVersionId13 } from './version-id.js';

export const rp13RingtoneReleaseProfileVersionId = profileVersionId13({
  id: 'rp13-ringtone-release-profile-version-id',
  pattern: 'Ringtone_ReleaseProfileVersionId',
  ddex: {
    MidiRingtone: [{ rule: '1364-1', clause: '3.2', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1353-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/131/Ringtone',
  profileTitle: 'Ringtone',
  note: '(DDEX\'s Midi Ringtone file asserts the Ringtone id too.)',
});
