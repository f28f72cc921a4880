/**
 * DDEX `DjMix_HasContentFromMustHaveTiming` (Release Profile 2.1, DjMix 1491-1, clause 5.4.4(4b), Fatal Error): each
 * RelatedResource of type HasContentFrom of a SoundRecording of the ResourceList has Timing/StartPoint and
 * Timing/DurationUsed. ERN 4.2/4.3: the same elements (4.3 types StartPoint as a decimal; the rule reads its presence).
 */
import { childrenOf } from '../../../release/tree.js';
import type { ProfileRule } from '../types.js';
import { assertion, resourcesNamed, SAME_IN_LATER_VERSIONS, textsOf } from './one-profile-reads.js';

export const rp21DjMixHasContentFromMustHaveTiming: ProfileRule = {
  id: 'rp21-dj-mix-has-content-from-must-have-timing',
  standard: '2.1',
  pattern: 'DjMix_HasContentFromMustHaveTiming',
  ddex: { DjMix: [assertion('1491-1', '5.4.4(4b)')] },
  code: 'MetadataMissing',
  title: 'Each HasContentFrom RelatedResource of the mix says where and how long the track is used (Timing)',
  fix: 'Give each RelatedResource of type HasContentFrom a Timing with a StartPoint and a DurationUsed.',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check({ tree }) {
    return resourcesNamed(tree, 'SoundRecording').flatMap((recording) => childrenOf(recording, 'RelatedResource'))
      .filter((related) => textsOf(related, 'ResourceRelationshipType').includes('HasContentFrom'))
      .filter((related) => {
        const timings = childrenOf(related, 'Timing');
        return !(timings.some((timing) => childrenOf(timing, 'StartPoint').length > 0)
          && timings.some((timing) => childrenOf(timing, 'DurationUsed').length > 0));
      })
      .map((related) => ({
        message: `The RelatedResource (HasContentFrom) naming "${textsOf(related, 'ResourceRelatedResourceReference').join('')}" has no `
          + 'Timing with both a StartPoint and a DurationUsed: add them, the point in the track where the mix takes it and for how long.',
        at: related,
      }));
  },
};
