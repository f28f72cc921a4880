/**
 * DDEX `Ringtone_MustContainReleaseFromRelease` (Release Profile 2.1, Ringtone 1242-1, clause 5.4.2(4), Conditional
 * Error): each Release of the ReleaseList names the release the tone comes from: a RelatedRelease of
 * ReleaseRelationshipType IsReleaseFromRelease. ERN 4.2/4.3: the same elements (laterVersions).
 */
import { childrenOf } from '../../../release/tree.js';
import type { ProfileRule } from '../types.js';
import { assertion, releasesOf, SAME_IN_LATER_VERSIONS, textsOf } from './one-profile-reads.js';

export const rp21RingtoneMustContainReleaseFromRelease: ProfileRule = {
  id: 'rp21-ringtone-must-contain-release-from-release',
  standard: '2.1',
  pattern: 'Ringtone_MustContainReleaseFromRelease',
  ddex: { Ringtone: [assertion('1242-1', '5.4.2(4)', 'Conditional Error')] },
  code: 'MetadataMissing',
  title: 'A ringtone names the release it comes from (RelatedRelease IsReleaseFromRelease)',
  fix: 'Add to the Release a RelatedRelease with ReleaseRelationshipType IsReleaseFromRelease naming the release the tone is cut from.',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check({ tree }) {
    return releasesOf(tree)
      .filter((release) => !childrenOf(release, 'RelatedRelease')
        .some((related) => textsOf(related, 'ReleaseRelationshipType').includes('IsReleaseFromRelease')))
      .map((release) => ({
        message: `The Release "${textsOf(release, 'ReleaseReference').join('')}" names no RelatedRelease of type IsReleaseFromRelease: `
          + 'add one naming the release the tone is cut from (its ReleaseId).',
        at: release,
      }));
  },
};
