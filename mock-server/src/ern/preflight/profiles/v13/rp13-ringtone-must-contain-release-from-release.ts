/**
 * DDEX's `Ringtone_MustContainReleaseFromRelease` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-ringtone-must-contain-release-from-release` (../v14/rp14-ringtone-must-contain-release-from-release.ts), same
 * context and test, with each 1.3 profile's rule number, clause and role in `ddex`. It checks: each release of a
 * ringtone names the release it comes from (RelatedRelease IsReleaseFromRelease).
 */
import { rp14RingtoneMustContainReleaseFromRelease } from '../v14/rp14-ringtone-must-contain-release-from-release.js';
import { sameCheck } from './same-check.js';

export const rp13RingtoneMustContainReleaseFromRelease = sameCheck(rp14RingtoneMustContainReleaseFromRelease, {
  id: 'rp13-ringtone-must-contain-release-from-release',
  pattern: 'Ringtone_MustContainReleaseFromRelease',
  ddex: {
    MidiRingtone: [{ rule: '1372-1', clause: '4.9(9)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1362-1', clause: '4.9(9)', role: 'Fatal Error' }],
  },
});
