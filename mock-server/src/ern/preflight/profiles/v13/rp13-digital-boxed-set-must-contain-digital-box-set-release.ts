/**
 * DDEX's `DigitalBoxedSet_MustContainDigitalBoxSetRelease` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-digital-boxed-set-must-contain-digital-box-set-release`
 * (../v14/rp14-digital-boxed-set-must-contain-digital-box-set-release.ts), same context and test, with each 1.3
 * profile's rule number, clause and role in `ddex`.
 */
import { rp14DigitalBoxedSetMustContainDigitalBoxSetRelease } from '../v14/rp14-digital-boxed-set-must-contain-digital-box-set-release.js';
import { sameCheck } from './same-check.js';

export const rp13DigitalBoxedSetMustContainDigitalBoxSetRelease = sameCheck(rp14DigitalBoxedSetMustContainDigitalBoxSetRelease, {
  id: 'rp13-digital-boxed-set-must-contain-digital-box-set-release',
  pattern: 'DigitalBoxedSet_MustContainDigitalBoxSetRelease',
  ddex: {
    DigitalBoxedSet: [{ rule: '1605-1', clause: '3.1', role: 'Fatal Error' }],
  },
});
