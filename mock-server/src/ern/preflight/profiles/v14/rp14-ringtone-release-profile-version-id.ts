/**
 * DDEX's `Ringtone_ReleaseProfileVersionId` (Release Profile 1.4, clause 3.2, Fatal Error; rule Ringtone 1353-1,
 * MidiRingtone 1364-1): the root's ReleaseProfileVersionId is exactly `CommonReleaseTypes/14/Ringtone`. DDEX's
 * MidiRingtone file holds the same pattern and asks for the Ringtone value too: a MIDI ringtone declares the
 * Ringtone profile.
 */
import { profileVersionIdRule } from './one-profile-shapes.js';

export const rp14RingtoneReleaseProfileVersionId = profileVersionIdRule({
  id: 'rp14-ringtone-release-profile-version-id',
  pattern: 'Ringtone_ReleaseProfileVersionId',
  ddex: {
    Ringtone: [{ rule: '1353-1', clause: '3.2', role: 'Fatal Error' }],
    MidiRingtone: [{ rule: '1364-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/14/Ringtone',
  profileTitle: 'Ringtone',
});
