/**
 * DDEX's `SingleResourceRelease_MustNotContainResourceGroup` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-single-resource-release-must-not-contain-resource-group`
 * (../v14/rp14-single-resource-release-must-not-contain-resource-group.ts), same context and test, with each 1.3
 * profile's rule number, clause and role in `ddex`. It checks: no release of a single resource release has a
 * ResourceGroup child.
 */
import { rp14SingleResourceReleaseMustNotContainResourceGroup } from '../v14/rp14-single-resource-release-must-not-contain-resource-group.js';
import { sameCheck } from './same-check.js';

export const rp13SingleResourceReleaseMustNotContainResourceGroup = sameCheck(rp14SingleResourceReleaseMustNotContainResourceGroup, {
  id: 'rp13-single-resource-release-must-not-contain-resource-group',
  pattern: 'SingleResourceRelease_MustNotContainResourceGroup',
  ddex: {
    SingleResourceRelease: [{ rule: '1474-1', clause: '4.12(7)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2098-1', clause: '4.12(7)', role: 'Fatal Error' }],
  },
});
