/**
 * DDEX `MultiProfile_SequenceNumberMustBeDifferent` (Release Profile 2.1, 5.3.1.2(5.5) Fatal Error).
 * Reported for every `SequenceNumber` element whose value is the SequenceNumber of another element of its parent's
 * kind within the same grandparent (two ResourceGroupContentItems of one group numbered 3).
 *
 * Rule numbers: Audio 1021-1, DjMix 1453-1, LongFormMusicalWorkVideo 1385-1, MixedMedia 1143-1, Ringtone 1205-1,
 * SimpleAudioSingle 1325-1, SimpleVideoSingle 1264-1, Video 1081-1.
 * ERN 4.2/4.3: same elements.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';

export const rp21SequenceNumberMustBeDifferent: ProfileRule = {
  id: 'rp21-sequence-number-must-be-different',
  standard: '2.1',
  pattern: 'MultiProfile_SequenceNumberMustBeDifferent',
  ddex: {
    Audio: [{ rule: '1021-1', clause: '5.3.1.2(5.5)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1453-1', clause: '5.3.1.2(5.5)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1385-1', clause: '5.3.1.2(5.5)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1143-1', clause: '5.3.1.2(5.5)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1205-1', clause: '5.3.1.2(5.5)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1325-1', clause: '5.3.1.2(5.5)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1264-1', clause: '5.3.1.2(5.5)', role: 'Fatal Error' }],
    Video: [{ rule: '1081-1', clause: '5.3.1.2(5.5)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'Siblings of one kind never share a SequenceNumber',
  fix: 'Number the siblings 1, 2, 3, … so that no two of the same kind in the same parent have the same '
    + 'SequenceNumber.',
  laterVersions: 'same elements.',
  check(input) {
    return indexOf(input).named('SequenceNumber').flatMap((sequence) => {
      const owner = sequence.parent;
      if (owner === null) return [];
      const scope = owner.parent;
      if (scope === null) return [];
      const same = scope.children.filter((sibling) => sibling.name === owner.name
        && sibling.children.some((child) => child.name === 'SequenceNumber' && child.text === sequence.text)).length;
      return same > 1
        ? [{
            at: sequence,
            message: `${same} ${owner.name} elements of this ${scope.name} have SequenceNumber ${sequence.text}. Give each its own number.`,
          }]
        : [];
    });
  },
};
