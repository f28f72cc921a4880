/**
 * DDEX's `MixedMediaBundle_ReleaseProfileVersionId` (Release Profile 1.4, clause 3.2, Fatal Error; rule
 * MixedMediaBundle 1532-1): the root's ReleaseProfileVersionId is exactly
 * `CommonReleaseTypes/14/MixedMediaBundle`.
 */
import { profileVersionIdRule } from './one-profile-shapes.js';

export const rp14MixedMediaBundleReleaseProfileVersionId = profileVersionIdRule({
  id: 'rp14-mixed-media-bundle-release-profile-version-id',
  pattern: 'MixedMediaBundle_ReleaseProfileVersionId',
  ddex: {
    MixedMediaBundle: [{ rule: '1532-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/14/MixedMediaBundle',
  profileTitle: 'Mixed Media Bundle',
});
