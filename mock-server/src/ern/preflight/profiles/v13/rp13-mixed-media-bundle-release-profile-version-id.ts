/**
 * DDEX's `MixedMediaBundle_ReleaseProfileVersionId` (Release Profile 1.3, Fatal Error; rule MixedMediaBundle 1532-1):
 * the root's ReleaseProfileVersionId is exactly
 * `CommonReleaseTypes/131/MixedMediaBundle` (see version-id.ts).
 */
import { profileVersionId13 } from './version-id.js';

export const rp13MixedMediaBundleReleaseProfileVersionId = profileVersionId13({
  id: 'rp13-mixed-media-bundle-release-profile-version-id',
  pattern: 'MixedMediaBundle_ReleaseProfileVersionId',
  ddex: {
    MixedMediaBundle: [{ rule: '1532-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/131/MixedMediaBundle',
  profileTitle: 'Mixed Media Bundle',
});
