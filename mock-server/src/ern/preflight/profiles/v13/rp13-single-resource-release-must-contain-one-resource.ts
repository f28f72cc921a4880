/**
 * DDEX's `SingleResourceRelease_MustContainOneResource` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-single-resource-release-must-contain-one-resource`
 * (../v14/rp14-single-resource-release-must-contain-one-resource.ts), same context and test, with each 1.3 profile's
 * rule number, clause and role in `ddex`. It checks: the ResourceList holds one resource (with cover art: the
 * resource and its cover). `as` names, per 1.3 profile, the 1.4 file whose test that profile's 1.3 file has.
 */
import { rp14SingleResourceReleaseMustContainOneResource } from '../v14/rp14-single-resource-release-must-contain-one-resource.js';
import { sameCheck } from './same-check.js';

export const rp13SingleResourceReleaseMustContainOneResource = sameCheck(rp14SingleResourceReleaseMustContainOneResource, {
  id: 'rp13-single-resource-release-must-contain-one-resource',
  pattern: 'SingleResourceRelease_MustContainOneResource',
  ddex: {
    SingleResourceRelease: [{ rule: '1465-1', clause: '3.1', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2092-1', clause: '3.1', role: 'Fatal Error' }],
  },
  as: { SingleResourceReleaseWithCoverArt: 'SingleResourceRelease' },
});
