/**
 * DDEX's `MixedMediaBundle_MainReleaseMustBeMultimedia` (Release Profile 1.4, clause 4.6(3), Fatal Error; rule
 * MixedMediaBundle 1543-1): the release marked IsMainRelease="true" has ReleaseType `MultimediaSingle` or `Bundle`.
 */
import { mainReleaseTypeRule } from './one-profile-shapes.js';

export const rp14MixedMediaBundleMainReleaseMustBeMultimedia = mainReleaseTypeRule({
  id: 'rp14-mixed-media-bundle-main-release-must-be-multimedia',
  pattern: 'MixedMediaBundle_MainReleaseMustBeMultimedia',
  ddex: {
    MixedMediaBundle: [{ rule: '1543-1', clause: '4.6(3)', role: 'Fatal Error' }],
  },
  types: ['MultimediaSingle', 'Bundle'],
  profileTitle: 'Mixed Media Bundle',
});
