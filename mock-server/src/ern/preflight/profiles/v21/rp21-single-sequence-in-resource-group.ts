/**
 * DDEX `MultiProfile_SingleSequenceInResourceGroup` (Release Profile 2.1, 5.3.1.2(5.6) Fatal Error).
 * Reported for the `SequenceNumber` of a `ResourceGroup` inside a `ResourceGroup` when it equals the SequenceNumber
 * of one of the parent group's `ResourceGroupContentItem`s.
 *
 * Rule numbers: Audio 1022-1, DjMix 1454-1, LongFormMusicalWorkVideo 1386-1, MixedMedia 1144-1, Ringtone 1206-1,
 * SimpleAudioSingle 1326-1, SimpleVideoSingle 1265-1, Video 1082-1.
 * ERN 4.2/4.3: same elements.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';

export const rp21SingleSequenceInResourceGroup: ProfileRule = {
  id: 'rp21-single-sequence-in-resource-group',
  standard: '2.1',
  pattern: 'MultiProfile_SingleSequenceInResourceGroup',
  ddex: {
    Audio: [{ rule: '1022-1', clause: '5.3.1.2(5.6)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1454-1', clause: '5.3.1.2(5.6)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1386-1', clause: '5.3.1.2(5.6)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1144-1', clause: '5.3.1.2(5.6)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1206-1', clause: '5.3.1.2(5.6)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1326-1', clause: '5.3.1.2(5.6)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1265-1', clause: '5.3.1.2(5.6)', role: 'Fatal Error' }],
    Video: [{ rule: '1082-1', clause: '5.3.1.2(5.6)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'A nested ResourceGroup does not share its SequenceNumber with a content item of its parent group',
  fix: 'Number a group\'s sub-groups and content items in one sequence (1, 2, 3, …) without repeats.',
  laterVersions: 'same elements.',
  check(input) {
    return indexOf(input).named('SequenceNumber').flatMap((sequence) => {
      const group = sequence.parent;
      const parentGroup = group?.parent;
      if (group?.name !== 'ResourceGroup' || parentGroup?.name !== 'ResourceGroup') return [];
      const clash = parentGroup.children.some((item) => item.name === 'ResourceGroupContentItem'
        && item.children.some((child) => child.name === 'SequenceNumber' && child.text === sequence.text));
      return clash
        ? [{
            at: sequence,
            message: `The nested ResourceGroup has SequenceNumber ${sequence.text}, as a ResourceGroupContentItem of its parent group does. `
              + 'Number sub-groups and items in one sequence.',
          }]
        : [];
    });
  },
};
