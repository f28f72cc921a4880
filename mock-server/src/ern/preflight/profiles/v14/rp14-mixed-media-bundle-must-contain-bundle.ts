/**
 * DDEX's `MixedMediaBundle_MustContainBundle` (Release Profile 1.4, clause 3.1, Fatal Error; rule MixedMediaBundle
 * 1537-1): some Release of the ReleaseList has ReleaseType `Bundle` or `MultimediaSingle`.
 */
import { releaseListTypeRule } from './one-profile-shapes.js';

export const rp14MixedMediaBundleMustContainBundle = releaseListTypeRule({
  id: 'rp14-mixed-media-bundle-must-contain-bundle',
  pattern: 'MixedMediaBundle_MustContainBundle',
  ddex: {
    MixedMediaBundle: [{ rule: '1537-1', clause: '3.1', role: 'Fatal Error' }],
  },
  types: ['Bundle', 'MultimediaSingle'],
  profileTitle: 'Mixed Media Bundle',
});
