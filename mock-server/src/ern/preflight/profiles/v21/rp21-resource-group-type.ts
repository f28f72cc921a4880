/**
 * DDEX `MultiProfile_ResourceGroupType` (Release Profile 2.1, 5.3.1.2(5.2) Fatal Error).
 * In a message without `ReleaseProfileVariantVersionId`, each `Release/ResourceGroup/ResourceGroup` must carry
 * `ResourceGroupType` `Component` or `Side`.
 *
 * Rule numbers: Audio 1018-1, DjMix 1450-1, LongFormMusicalWorkVideo 1382-1, MixedMedia 1140-1, Ringtone 1202-1,
 * SimpleAudioSingle 1322-1, SimpleVideoSingle 1261-1, Video 1078-1.
 * ERN 4.2/4.3: same elements.
 */
import type { ProfileRule } from '../types.js';
import { releasesNamed } from './ern4-places.js';

export const rp21ResourceGroupType: ProfileRule = {
  id: 'rp21-resource-group-type',
  standard: '2.1',
  pattern: 'MultiProfile_ResourceGroupType',
  ddex: {
    Audio: [{ rule: '1018-1', clause: '5.3.1.2(5.2)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1450-1', clause: '5.3.1.2(5.2)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1382-1', clause: '5.3.1.2(5.2)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1140-1', clause: '5.3.1.2(5.2)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1202-1', clause: '5.3.1.2(5.2)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1322-1', clause: '5.3.1.2(5.2)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1261-1', clause: '5.3.1.2(5.2)', role: 'Fatal Error' }],
    Video: [{ rule: '1078-1', clause: '5.3.1.2(5.2)', role: 'Fatal Error' }],
  },
  code: 'MetadataMissing',
  title: 'In a message without a variant, a nested ResourceGroup has ResourceGroupType Component or Side',
  fix: 'Give each nested ResourceGroup (a disc or side) ResourceGroupType="Component" or "Side".',
  laterVersions: 'same elements.',
  check(input) {
    const { tree } = input;
    if (tree.root.attributes.ReleaseProfileVariantVersionId !== undefined) return [];
    return releasesNamed(tree, 'Release').flatMap((release) => release.children.filter((child) => child.name === 'ResourceGroup'))
      .flatMap((group) => group.children.filter((child) => child.name === 'ResourceGroup'))
      .flatMap((group) => {
        const type = group.attributes.ResourceGroupType;
        return type === 'Component' || type === 'Side'
          ? []
          : [{
              at: group,
              message: `This nested ResourceGroup has ${type === undefined ? 'no ResourceGroupType' : `ResourceGroupType "${type}"`}; `
                + 'give it ResourceGroupType="Component" (a disc) or "Side".',
            }];
      });
  },
};
