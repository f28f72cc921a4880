/**
 * DDEX's `SimpleVideoSingle_ReleaseProfileVersionId` (Release Profile 1.4, clause 3.2, Fatal Error; rule
 * SimpleVideoSingle 2024-1): the root's ReleaseProfileVersionId is exactly `CommonReleaseTypes/14/VideoSingle`.
 * DDEX's Simple Video Single file asks for the Video Single profile's value, not
 * `CommonReleaseTypes/14/SimpleVideoSingle`.
 */
import { profileVersionIdRule } from './one-profile-shapes.js';

export const rp14SimpleVideoSingleReleaseProfileVersionId = profileVersionIdRule({
  id: 'rp14-simple-video-single-release-profile-version-id',
  pattern: 'SimpleVideoSingle_ReleaseProfileVersionId',
  ddex: {
    SimpleVideoSingle: [{ rule: '2024-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/14/VideoSingle',
  profileTitle: 'Simple Video Single',
  note: '(DDEX\'s Simple Video Single rules ask for the Video Single value; a message so declared is checked '
    + 'by the kit as Video Single: to check it as Simple Video Single, name the profile, validate --profile 1.4/SimpleVideoSingle.)',
});
