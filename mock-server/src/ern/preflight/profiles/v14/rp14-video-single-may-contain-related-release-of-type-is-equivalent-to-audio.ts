/**
 * DDEX's `VideoSingle_MayContainRelatedReleaseOfTypeIsEquivalentToAudio` (Release Profile 1.4, clause 4.14(10),
 * Error; rule VideoSingle 1296-1): the ReleaseList holds, at any depth, a RelatedRelease whose
 * ReleaseRelationshipType is `IsEquivalentToAudio` (in 3.8.x under a Release's ReleaseDetailsByTerritory). The
 * pattern's name says "may", its assertion says "must": the kit reports what the assertion does.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { holdsRelatedRelease, rootChildren } from './one-profile-shapes.js';

export const rp14VideoSingleMayContainRelatedReleaseOfTypeIsEquivalentToAudio: ProfileRule = {
  id: 'rp14-video-single-may-contain-related-release-of-type-is-equivalent-to-audio',
  standard: '1.4',
  pattern: 'VideoSingle_MayContainRelatedReleaseOfTypeIsEquivalentToAudio',
  ddex: {
    VideoSingle: [{ rule: '1296-1', clause: '4.14(10)', role: 'Error' }],
  },
  code: 'MetadataMissing',
  title: 'A video single names its audio equivalent (RelatedRelease IsEquivalentToAudio)',
  fix: 'Name the audio release the video single is equivalent to: a RelatedRelease in the release\'s ReleaseDetailsByTerritory '
    + 'with ReleaseRelationshipType IsEquivalentToAudio and the audio release\'s ReleaseId.',
  check(input) {
    const index = indexOf(input);
    return rootChildren(input.tree.root, 'ReleaseList')
      .filter((list) => !holdsRelatedRelease(index, list, 'IsEquivalentToAudio'))
      .map((list) => ({
        at: list,
        message: 'No release names a RelatedRelease with ReleaseRelationshipType IsEquivalentToAudio, which DDEX\'s Video Single '
          + 'rules ask for. Add one to the video single\'s ReleaseDetailsByTerritory, with the ReleaseId of the audio release it is '
          + 'equivalent to.',
      }));
  },
};
