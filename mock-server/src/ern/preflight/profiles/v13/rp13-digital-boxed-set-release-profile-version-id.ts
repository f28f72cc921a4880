/**
 * DDEX's `DigitalBoxedSet_ReleaseProfileVersionId` (Release Profile 1.3, Fatal Error; rule DigitalBoxedSet 1604-1):
 * the root's ReleaseProfileVersionId is exactly
 * `CommonReleaseTypes/131/DigitalBoxedSet` (see version-id.ts).
 */
import { profileVersionId13 } from './version-id.js';

export const rp13DigitalBoxedSetReleaseProfileVersionId = profileVersionId13({
  id: 'rp13-digital-boxed-set-release-profile-version-id',
  pattern: 'DigitalBoxedSet_ReleaseProfileVersionId',
  ddex: {
    DigitalBoxedSet: [{ rule: '1604-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/131/DigitalBoxedSet',
  profileTitle: 'Digital Boxed Set',
});
