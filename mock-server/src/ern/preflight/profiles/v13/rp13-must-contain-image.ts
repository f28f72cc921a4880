/**
 * DDEX's `MultiProfile_MustContainImage` in Release Profile 1.3: the assertion of 1.4's `rp14-must-contain-image`
 * (../v14/rp14-must-contain-image.ts), same context and test, with each 1.3 profile's rule number, clause and role in
 * `ddex`. It checks: the ResourceList holds an Image.
 */
import { rp14MustContainImage } from '../v14/rp14-must-contain-image.js';
import { sameCheck } from './same-check.js';

export const rp13MustContainImage = sameCheck(rp14MustContainImage, {
  id: 'rp13-must-contain-image',
  pattern: 'MultiProfile_MustContainImage',
  ddex: {
    DigitalBoxedSet: [{ rule: '1607-1', clause: '3.1', role: 'Error' }],
  },
});
