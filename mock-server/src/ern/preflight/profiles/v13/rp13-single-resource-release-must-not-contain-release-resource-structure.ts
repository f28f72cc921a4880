/**
 * DDEX's `SingleResourceRelease_MustNotContainReleaseResourceStructure` in Release Profile 1.3: the assertion of
 * 1.4's `rp14-single-resource-release-must-not-contain-release-resource-structure`
 * (../v14/rp14-single-resource-release-must-not-contain-release-resource-structure.ts), same context and test, with
 * each 1.3 profile's rule number, clause and role in `ddex`. It checks: no release of a single resource release has a
 * ResourceGroup.
 */
import { rp14SingleResourceReleaseMustNotContainReleaseResourceStructure } from '../v14/rp14-single-resource-release-must-not-contain-release-resource-structure.js';
import { sameCheck } from './same-check.js';

export const rp13SingleResourceReleaseMustNotContainReleaseResourceStructure = sameCheck(
  rp14SingleResourceReleaseMustNotContainReleaseResourceStructure,
  {
    id: 'rp13-single-resource-release-must-not-contain-release-resource-structure',
    pattern: 'SingleResourceRelease_MustNotContainReleaseResourceStructure',
    ddex: {
      SingleResourceRelease: [{ rule: '1467-1', clause: '3.1', role: 'Fatal Error' }],
      SingleResourceReleaseWithCoverArt: [{ rule: '2097-1', clause: '4', role: 'Fatal Error' }],
    },
  },
);
