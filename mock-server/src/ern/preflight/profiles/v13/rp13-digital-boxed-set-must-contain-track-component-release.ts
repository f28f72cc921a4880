/**
 * DDEX's `DigitalBoxedSet_MustContainTrackComponentRelease` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-digital-boxed-set-must-contain-track-component-release`
 * (../v14/rp14-digital-boxed-set-must-contain-track-component-release.ts), same context and test, with each 1.3
 * profile's rule number, clause and role in `ddex`.
 */
import { rp14DigitalBoxedSetMustContainTrackComponentRelease } from '../v14/rp14-digital-boxed-set-must-contain-track-component-release.js';
import { sameCheck } from './same-check.js';

export const rp13DigitalBoxedSetMustContainTrackComponentRelease = sameCheck(rp14DigitalBoxedSetMustContainTrackComponentRelease, {
  id: 'rp13-digital-boxed-set-must-contain-track-component-release',
  pattern: 'DigitalBoxedSet_MustContainTrackComponentRelease',
  ddex: {
    DigitalBoxedSet: [{ rule: '1606-1', clause: '3.1', role: 'Fatal Error' }],
  },
});
