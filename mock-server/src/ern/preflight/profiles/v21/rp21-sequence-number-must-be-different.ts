/**
 * DDEX `MultiProfile_SequenceNumberMustBeDifferent` (Release Profile 2.1, 5.3.1.2(5.5) Fatal Error).
 * Reported for every `SequenceNumber` element whose value is the SequenceNumber of another element of its parent's
 * kind within the same grandparent (two ResourceGroupContentItems of one group numbered 3).
 *
 * Rule numbers: Audio 1021-1, DjMix 1453-1, LongFormMusicalWorkVideo 1385-1, MixedMedia 1143-1, Ringtone 1205-1,
 * SimpleAudioSingle 1325-1, SimpleVideoSingle 1264-1, Video 1081-1.
 * ERN 4.2/4.3: same elements.
 */
import type { ErnElement } from '../../../release/tree.js';
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
    // Per grandparent: how many of its children of each name have a SequenceNumber of each text (a child with two
    // SequenceNumbers of one text counts once), grouped once so that the rule stays linear in the message.
    const counts = new Map<ErnElement, Map<string, number>>();
    const keyOf = (ownerName: string, text: string): string => `${ownerName}\u0000${text}`;
    const sequences = indexOf(input).named('SequenceNumber');
    const seen = new Map<ErnElement, Set<string>>();
    for (const sequence of sequences) {
      const owner = sequence.parent;
      const scope = owner?.parent ?? null;
      if (owner === null || scope === null) continue;
      let texts = seen.get(owner);
      if (texts === undefined) seen.set(owner, texts = new Set<string>());
      if (texts.has(sequence.text)) continue;
      texts.add(sequence.text);
      let byKey = counts.get(scope);
      if (byKey === undefined) counts.set(scope, byKey = new Map<string, number>());
      const key = keyOf(owner.name, sequence.text);
      byKey.set(key, (byKey.get(key) ?? 0) + 1);
    }
    return sequences.flatMap((sequence) => {
      const owner = sequence.parent;
      const scope = owner?.parent ?? null;
      if (owner === null || scope === null) return [];
      const same = counts.get(scope)?.get(keyOf(owner.name, sequence.text)) ?? 0;
      return same > 1
        ? [{
            at: sequence,
            message: `${same} ${owner.name} elements of this ${scope.name} have SequenceNumber ${sequence.text}. Give each its own number.`,
          }]
        : [];
    });
  },
};
