/**
 * DDEX's `MixedMediaBundle_MustContainTwoDifferentResourceTypes` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-mixed-media-bundle-must-contain-two-different-resource-types`
 * (../v14/rp14-mixed-media-bundle-must-contain-two-different-resource-types.ts), same context and test, with each 1.3
 * profile's rule number, clause and role in `ddex`. It checks: a mixed media bundle holds primary resources of two
 * kinds.
 */
import { rp14MixedMediaBundleMustContainTwoDifferentResourceTypes } from '../v14/rp14-mixed-media-bundle-must-contain-two-different-resource-types.js';
import { sameCheck } from './same-check.js';

export const rp13MixedMediaBundleMustContainTwoDifferentResourceTypes = sameCheck(
  rp14MixedMediaBundleMustContainTwoDifferentResourceTypes,
  {
    id: 'rp13-mixed-media-bundle-must-contain-two-different-resource-types',
    pattern: 'MixedMediaBundle_MustContainTwoDifferentResourceTypes',
    ddex: {
      MixedMediaBundle: [{ rule: '1535-1', clause: '3.1', role: 'Fatal Error' }],
    },
  },
);
