/**
 * DDEX `MultiProfile_ResourceGroupsMustBeSequenced` (Release Profile 2.1, 5.3.1.2(5.3) Fatal Error).
 * Every `ResourceGroup` anywhere whose `ResourceGroupType` is Component, ComponentRelease, Side or MultiWorkPart must
 * have a `SequenceNumber` child.
 *
 * Rule numbers: Audio 1019-1, DjMix 1451-1, LongFormMusicalWorkVideo 1383-1, MixedMedia 1141-1, Ringtone 1203-1,
 * SimpleAudioSingle 1323-1, SimpleVideoSingle 1262-1, Video 1079-1.
 * ERN 4.2/4.3: same elements.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';

const SEQUENCED = new Set(['Component', 'ComponentRelease', 'Side', 'MultiWorkPart']);

export const rp21ResourceGroupsMustBeSequenced: ProfileRule = {
  id: 'rp21-resource-groups-must-be-sequenced',
  standard: '2.1',
  pattern: 'MultiProfile_ResourceGroupsMustBeSequenced',
  ddex: {
    Audio: [{ rule: '1019-1', clause: '5.3.1.2(5.3)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1451-1', clause: '5.3.1.2(5.3)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1383-1', clause: '5.3.1.2(5.3)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1141-1', clause: '5.3.1.2(5.3)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1203-1', clause: '5.3.1.2(5.3)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1323-1', clause: '5.3.1.2(5.3)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1262-1', clause: '5.3.1.2(5.3)', role: 'Fatal Error' }],
    Video: [{ rule: '1079-1', clause: '5.3.1.2(5.3)', role: 'Fatal Error' }],
  },
  code: 'MetadataMissing',
  title: 'A ResourceGroup of type Component, ComponentRelease, Side or MultiWorkPart has a SequenceNumber',
  fix: 'Add a SequenceNumber to the ResourceGroup (1 for the first disc or side, 2 for the next, …).',
  laterVersions: 'same elements.',
  check(input) {
    return indexOf(input).named('ResourceGroup').flatMap((group) => {
      const type = group.attributes.ResourceGroupType;
      if (type === undefined || !SEQUENCED.has(type)) return [];
      if (group.children.some((child) => child.name === 'SequenceNumber')) return [];
      return [{ at: group, message: `The ResourceGroup of type ${type} has no SequenceNumber. Add its SequenceNumber (1, 2, …).` }];
    });
  },
};
