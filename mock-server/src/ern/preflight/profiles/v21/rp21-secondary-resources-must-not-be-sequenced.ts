/**
 * DDEX `MultiProfile_SecondaryResourcesMustNotBeSequenced` (Release Profile 2.1, 5.3.1.2(5.7a) Error).
 * Reported for a supplemental SoundRecording or Video, or an Image, Text, SheetMusic or Software of the ResourceList,
 * that a `ResourceGroupContentItem` with a `SequenceNumber` names.
 *
 * Rule numbers: Audio 1023-1, DjMix 1455-1, LongFormMusicalWorkVideo 1387-1, MixedMedia 1145-1, Ringtone 1207-1,
 * SimpleAudioSingle 1327-1, SimpleVideoSingle 1266-1, Video 1083-1.
 * ERN 4.2/4.3: same elements.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { childTexts, referenceOf, secondaryResources } from './ern4-places.js';

export const rp21SecondaryResourcesMustNotBeSequenced: ProfileRule = {
  id: 'rp21-secondary-resources-must-not-be-sequenced',
  standard: '2.1',
  pattern: 'MultiProfile_SecondaryResourcesMustNotBeSequenced',
  ddex: {
    Audio: [{ rule: '1023-1', clause: '5.3.1.2(5.7a)', role: 'Error' }],
    DjMix: [{ rule: '1455-1', clause: '5.3.1.2(5.7a)', role: 'Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1387-1', clause: '5.3.1.2(5.7a)', role: 'Error' }],
    MixedMedia: [{ rule: '1145-1', clause: '5.3.1.2(5.7a)', role: 'Error' }],
    Ringtone: [{ rule: '1207-1', clause: '5.3.1.2(5.7a)', role: 'Error' }],
    SimpleAudioSingle: [{ rule: '1327-1', clause: '5.3.1.2(5.7a)', role: 'Error' }],
    SimpleVideoSingle: [{ rule: '1266-1', clause: '5.3.1.2(5.7a)', role: 'Error' }],
    Video: [{ rule: '1083-1', clause: '5.3.1.2(5.7a)', role: 'Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'A secondary resource (supplemental, image, text, sheet music, software) is not given a '
    + 'SequenceNumber',
  fix: 'Remove the SequenceNumber from the ResourceGroupContentItem of the secondary resource (or link an '
    + 'image with LinkedReleaseResourceReference).',
  laterVersions: 'same elements.',
  check(input) {
    const sequenced = new Set<string>();
    for (const item of indexOf(input).named('ResourceGroupContentItem')) {
      if (item.children.some((child) => child.name === 'SequenceNumber')) {
        for (const reference of childTexts(item, 'ReleaseResourceReference')) sequenced.add(reference);
      }
    }
    return secondaryResources(input.tree).flatMap((resource) => (childTexts(resource, 'ResourceReference').some((reference) => sequenced.has(reference))
      ? [{
          at: resource,
          message: `${resource.name} "${referenceOf(resource)}" is a secondary resource but a ResourceGroupContentItem with a SequenceNumber names it. `
            + 'Remove that SequenceNumber.',
        }]
      : []));
  },
};
