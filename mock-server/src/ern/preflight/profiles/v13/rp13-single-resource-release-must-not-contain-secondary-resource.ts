/**
 * DDEX's `SingleResourceRelease_MustNotContainSecondaryResource` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-single-resource-release-must-not-contain-secondary-resource`
 * (../v14/rp14-single-resource-release-must-not-contain-secondary-resource.ts), same context and test, with each 1.3
 * profile's rule number, clause and role in `ddex`. It checks: no release of a single resource release lists a
 * secondary resource in a resource group.
 */
import { rp14SingleResourceReleaseMustNotContainSecondaryResource } from '../v14/rp14-single-resource-release-must-not-contain-secondary-resource.js';
import { sameCheck } from './same-check.js';

export const rp13SingleResourceReleaseMustNotContainSecondaryResource = sameCheck(
  rp14SingleResourceReleaseMustNotContainSecondaryResource,
  {
    id: 'rp13-single-resource-release-must-not-contain-secondary-resource',
    pattern: 'SingleResourceRelease_MustNotContainSecondaryResource',
    ddex: {
      SingleResourceRelease: [{ rule: '1468-1', clause: '3.1', role: 'Fatal Error' }],
      SingleResourceReleaseWithCoverArt: [{ rule: '2094-1', clause: '3.1', role: 'Fatal Error' }],
    },
  },
);
