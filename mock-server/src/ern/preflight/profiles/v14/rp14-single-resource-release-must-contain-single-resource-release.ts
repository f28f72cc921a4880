/**
 * DDEX's `SingleResourceRelease_MustContainSingleResourceRelease` (Release Profile 1.4, clause 3.1, Fatal Error;
 * rule SingleResourceRelease 1466-1, SingleResourceReleaseWithCoverArt 2093-1): some Release of the ReleaseList
 * has ReleaseType `SingleResourceRelease`.
 */
import { releaseListTypeRule } from './one-profile-shapes.js';

export const rp14SingleResourceReleaseMustContainSingleResourceRelease = releaseListTypeRule({
  id: 'rp14-single-resource-release-must-contain-single-resource-release',
  pattern: 'SingleResourceRelease_MustContainSingleResourceRelease',
  ddex: {
    SingleResourceRelease: [{ rule: '1466-1', clause: '3.1', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2093-1', clause: '3.1', role: 'Fatal Error' }],
  },
  types: ['SingleResourceRelease'],
  profileTitle: 'Single Resource Release',
});
