/**
 * DDEX `MultiProfile_BonusResourceMustHaveProprietaryId` (Release Profile 2.1, 5.3.1.4(2b) Fatal Error).
 * Each resource of the ResourceList that a `ResourceGroupContentItem` with `IsBonusResource` true names must have a
 * non-blank `ResourceId/ProprietaryId`.
 *
 * Rule numbers: Audio 1059-1, DjMix 1487-1, LongFormMusicalWorkVideo 1421-1, MixedMedia 1183-1, Video 1121-1.
 * ERN 4.2/4.3: 4.3 reads a SoundRecording's or Video's ResourceId in its editions (also).
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { childTexts, referenceOf, resourceFacts, resources } from './ern4-places.js';

export const rp21BonusResourceMustHaveProprietaryId: ProfileRule = {
  id: 'rp21-bonus-resource-must-have-proprietary-id',
  standard: '2.1',
  pattern: 'MultiProfile_BonusResourceMustHaveProprietaryId',
  ddex: {
    Audio: [{ rule: '1059-1', clause: '5.3.1.4(2b)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1487-1', clause: '5.3.1.4(2b)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1421-1', clause: '5.3.1.4(2b)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1183-1', clause: '5.3.1.4(2b)', role: 'Fatal Error' }],
    Video: [{ rule: '1121-1', clause: '5.3.1.4(2b)', role: 'Fatal Error' }],
  },
  code: 'MetadataMissing',
  title: 'A bonus resource has a ProprietaryId',
  fix: 'Add a ProprietaryId (with its Namespace) to the bonus resource\'s ResourceId.',
  laterVersions: '4.3 reads a SoundRecording\'s or Video\'s ResourceId in its editions (also).',
  check(input) {
    const { tree } = input;
    const bonus = new Set(indexOf(input).named('ResourceGroupContentItem')
      .filter((item) => item.children.some((child) => child.name === 'IsBonusResource' && child.text === 'true'))
      .flatMap((item) => childTexts(item, 'ReleaseResourceReference')));
    return resources(tree)
      .filter((resource) => childTexts(resource, 'ResourceReference').some((reference) => bonus.has(reference)))
      .flatMap((resource) => (resourceFacts(tree, resource, 'ResourceId')
        .some((id) => id.children.some((child) => child.name === 'ProprietaryId' && child.text !== ''))
        ? []
        : [{
            at: resource,
            message: `The bonus ${resource.name} "${referenceOf(resource)}" has no ResourceId/ProprietaryId. Add one, with its Namespace.`,
          }]));
  },
};
