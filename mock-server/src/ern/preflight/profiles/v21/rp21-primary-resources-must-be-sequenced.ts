/**
 * DDEX `MultiProfile_PrimaryResourcesMustBeSequenced` (Release Profile 2.1, 5.3.1.2(5.4) Fatal Error).
 * For each primary SoundRecording or Video, some `ResourceGroupContentItem` (anywhere) whose
 * `ReleaseResourceReference` names it must have a `SequenceNumber`.
 *
 * Rule numbers: Audio 1020-1, DjMix 1452-1, LongFormMusicalWorkVideo 1384-1, MixedMedia 1142-1, Ringtone 1204-1,
 * SimpleAudioSingle 1324-1, SimpleVideoSingle 1263-1, Video 1080-1.
 * ERN 4.2/4.3: same elements.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { childTexts, primaryResources, referenceOf } from './ern4-places.js';

export const rp21PrimaryResourcesMustBeSequenced: ProfileRule = {
  id: 'rp21-primary-resources-must-be-sequenced',
  standard: '2.1',
  pattern: 'MultiProfile_PrimaryResourcesMustBeSequenced',
  ddex: {
    Audio: [{ rule: '1020-1', clause: '5.3.1.2(5.4)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1452-1', clause: '5.3.1.2(5.4)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1384-1', clause: '5.3.1.2(5.4)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1142-1', clause: '5.3.1.2(5.4)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1204-1', clause: '5.3.1.2(5.4)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1324-1', clause: '5.3.1.2(5.4)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1263-1', clause: '5.3.1.2(5.4)', role: 'Fatal Error' }],
    Video: [{ rule: '1080-1', clause: '5.3.1.2(5.4)', role: 'Fatal Error' }],
  },
  code: 'MetadataMissing',
  title: 'Every primary SoundRecording or Video is placed in a ResourceGroupContentItem with a SequenceNumber',
  fix: 'List the resource in the release\'s ResourceGroup as a ResourceGroupContentItem with its '
    + 'SequenceNumber and its ReleaseResourceReference.',
  laterVersions: 'same elements.',
  check(input) {
    const sequenced = new Set<string>();
    for (const item of indexOf(input).named('ResourceGroupContentItem')) {
      if (item.children.some((child) => child.name === 'SequenceNumber')) {
        for (const reference of childTexts(item, 'ReleaseResourceReference')) sequenced.add(reference);
      }
    }
    return primaryResources(input.tree).flatMap((resource) => {
      const references = childTexts(resource, 'ResourceReference');
      return references.some((reference) => sequenced.has(reference))
        ? []
        : [{
            at: resource,
            message: `${resource.name} "${referenceOf(resource)}" is in no ResourceGroupContentItem with a SequenceNumber. `
              + 'Add a ResourceGroupContentItem with its SequenceNumber and ReleaseResourceReference.',
          }];
    });
  },
};
