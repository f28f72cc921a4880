/**
 * DDEX's `VideoSingle_MayContainRelatedReleaseOfTypeIsEquivalentToAudio` in Release Profile 1.3: the assertion of
 * 1.4's `rp14-video-single-may-contain-related-release-of-type-is-equivalent-to-audio`
 * (../v14/rp14-video-single-may-contain-related-release-of-type-is-equivalent-to-audio.ts), same context and test,
 * with each 1.3 profile's rule number, clause and role in `ddex`. It checks: a video single names its audio
 * equivalent (RelatedRelease IsEquivalentToAudio).
 */
import { rp14VideoSingleMayContainRelatedReleaseOfTypeIsEquivalentToAudio } from '../v14/rp14-video-single-may-contain-related-release-of-type-is-equivalent-to-audio.js';
import { sameCheck } from './same-check.js';

export const rp13VideoSingleMayContainRelatedReleaseOfTypeIsEquivalentToAudio = sameCheck(
  rp14VideoSingleMayContainRelatedReleaseOfTypeIsEquivalentToAudio,
  {
    id: 'rp13-video-single-may-contain-related-release-of-type-is-equivalent-to-audio',
    pattern: 'VideoSingle_MayContainRelatedReleaseOfTypeIsEquivalentToAudio',
    ddex: {
      VideoSingle: [{ rule: '1296-1', clause: '4.14(10)', role: 'Error' }],
    },
  },
);
