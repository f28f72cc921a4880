/**
 * DDEX's `SingleResourceRelease_MustContainSingleResourceRelease` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-single-resource-release-must-contain-single-resource-release`
 * (../v14/rp14-single-resource-release-must-contain-single-resource-release.ts), same context and test, with each 1.3
 * profile's rule number, clause and role in `ddex`.
 */
import { rp14SingleResourceReleaseMustContainSingleResourceRelease } from '../v14/rp14-single-resource-release-must-contain-single-resource-release.js';
import { sameCheck } from './same-check.js';

export const rp13SingleResourceReleaseMustContainSingleResourceRelease = sameCheck(
  rp14SingleResourceReleaseMustContainSingleResourceRelease,
  {
    id: 'rp13-single-resource-release-must-contain-single-resource-release',
    pattern: 'SingleResourceRelease_MustContainSingleResourceRelease',
    ddex: {
      SingleResourceRelease: [{ rule: '1466-1', clause: '3.1', role: 'Fatal Error' }],
      SingleResourceReleaseWithCoverArt: [{ rule: '2093-1', clause: '3.1', role: 'Fatal Error' }],
    },
  },
);
