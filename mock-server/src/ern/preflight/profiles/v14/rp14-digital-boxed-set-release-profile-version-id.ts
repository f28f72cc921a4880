/**
 * DDEX's `DigitalBoxedSet_ReleaseProfileVersionId` (Release Profile 1.4, clause 3.2, Fatal Error; rule
 * DigitalBoxedSet 1604-1): the root's ReleaseProfileVersionId is exactly `CommonReleaseTypes/14/DigitalBoxedSet`.
 */
import { profileVersionIdRule } from './one-profile-shapes.js';

export const rp14DigitalBoxedSetReleaseProfileVersionId = profileVersionIdRule({
  id: 'rp14-digital-boxed-set-release-profile-version-id',
  pattern: 'DigitalBoxedSet_ReleaseProfileVersionId',
  ddex: {
    DigitalBoxedSet: [{ rule: '1604-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/14/DigitalBoxedSet',
  profileTitle: 'Digital Boxed Set',
});
