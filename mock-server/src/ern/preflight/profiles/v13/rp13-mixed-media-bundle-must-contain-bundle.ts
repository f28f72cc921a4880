/**
 * DDEX's `MixedMediaBundle_MustContainBundle` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-mixed-media-bundle-must-contain-bundle` (../v14/rp14-mixed-media-bundle-must-contain-bundle.ts), same context
 * and test, with each 1.3 profile's rule number, clause and role in `ddex`.
 */
import { rp14MixedMediaBundleMustContainBundle } from '../v14/rp14-mixed-media-bundle-must-contain-bundle.js';
import { sameCheck } from './same-check.js';

export const rp13MixedMediaBundleMustContainBundle = sameCheck(rp14MixedMediaBundleMustContainBundle, {
  id: 'rp13-mixed-media-bundle-must-contain-bundle',
  pattern: 'MixedMediaBundle_MustContainBundle',
  ddex: {
    MixedMediaBundle: [{ rule: '1537-1', clause: '3.1', role: 'Fatal Error' }],
  },
});
