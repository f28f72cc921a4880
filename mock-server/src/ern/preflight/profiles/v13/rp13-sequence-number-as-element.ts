/**
 * DDEX `MultiProfile_SequenceNumberAsElement` (Release Profile 1.3, clause 4.3(35), Fatal Error; each profile's two
 * rule numbers in `ddex`): for every `SequenceNumber` element (`//SequenceNumber`), with its parent P, (1) its number
 * lies between 1 and the count of P's siblings named as P is, P included (`number(.) > 0 and number(.) <
 * 1 + count(../../*[name(.) = name(current()/..)])`: a non-number fails), and (2) no other sibling of that name has a
 * SequenceNumber of the same text (`count(../../*[name(.) = name(current()/..) and SequenceNumber = current()]) > 1`,
 * a report). 1.4 counts the siblings that have a SequenceNumber, whatever their name, and compares a number with the
 * earlier ones only (../v14/rp14-sequence-number-as-element.ts), so the two differ where a parent mixes element names.
 *
 * The index lists every kept SequenceNumber (`index.named`), so no walk of the tree; each parent's children are
 * counted once by name and by (name, SequenceNumber), so the rule is linear in the message.
 */
import type { ErnElement } from '../../../release/tree.js';
import { indexOf } from '../../tree-index.js';
import type { ProfileRule, ProfileRuleFinding } from '../types.js';
import { xpathNumber } from '../v14/ern3-places.js';

export const rp13SequenceNumberAsElement: ProfileRule = {
  id: 'rp13-sequence-number-as-element',
  standard: '1.3',
  pattern: 'MultiProfile_SequenceNumberAsElement',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1744-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1744-2', clause: '4.3(35)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1124-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1124-2', clause: '4.3(35)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2153-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '2153-2', clause: '4.3(35)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1051-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1051-2', clause: '4.3(35)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1599-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1599-2', clause: '4.3(35)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1669-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1669-2', clause: '4.3(35)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1888-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1888-2', clause: '4.3(35)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1426-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1426-2', clause: '4.3(35)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1527-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1527-2', clause: '4.3(35)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1348-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1348-2', clause: '4.3(35)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2019-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '2019-2', clause: '4.3(35)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2085-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '2085-2', clause: '4.3(35)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1819-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1819-2', clause: '4.3(35)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1198-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1198-2', clause: '4.3(35)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1274-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1274-2', clause: '4.3(35)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1957-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1957-2', clause: '4.3(35)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'SequenceNumbers run from 1 to the number of elements of that name, each used once',
  fix: 'Number the elements of one name under one parent 1, 2, 3, … in order, without gaps or repeats.',
  check(input) {
    const findings: ProfileRuleFinding[] = [];
    const sequences = indexOf(input).named('SequenceNumber');
    // Once per parent P's parent: how many children it has of each name, and how many of each name have a
    // SequenceNumber of each text (one owner counted once per text), so that the rule stays linear in the message.
    const names = new Map<ErnElement, Map<string, number>>();
    const shared = new Map<ErnElement, Map<string, number>>();
    const seen = new Map<ErnElement, Set<string>>();
    const keyOf = (ownerName: string, text: string): string => `${ownerName}\u0000${text}`;
    for (const sequence of sequences) {
      const owner = sequence.parent;
      const scope = owner?.parent ?? null;
      if (owner === null || scope === null) continue;
      if (!names.has(scope)) {
        const count = new Map<string, number>();
        for (const child of scope.children) count.set(child.name, (count.get(child.name) ?? 0) + 1);
        names.set(scope, count);
        shared.set(scope, new Map<string, number>());
      }
      let texts = seen.get(owner);
      if (texts === undefined) seen.set(owner, texts = new Set<string>());
      if (texts.has(sequence.text)) continue;
      texts.add(sequence.text);
      const byKey = shared.get(scope)!;
      const key = keyOf(owner.name, sequence.text);
      byKey.set(key, (byKey.get(key) ?? 0) + 1);
    }
    for (const sequence of sequences) {
      const owner = sequence.parent;
      if (owner === null) continue;
      const scope = owner.parent;
      const namesakes = scope === null ? 1 : names.get(scope)?.get(owner.name) ?? 1;
      const value = xpathNumber(sequence.text);
      if (!(value > 0 && value < 1 + namesakes)) {
        findings.push({
          at: sequence,
          message: `${owner.name} has SequenceNumber "${sequence.text}", outside 1 to ${namesakes} (the number of ${owner.name} `
            + 'elements beside it): number them 1, 2, 3, … in order.',
        });
      }
      const same = scope === null ? 1 : shared.get(scope)?.get(keyOf(owner.name, sequence.text)) ?? 1;
      if (same > 1) {
        findings.push({
          at: sequence,
          message: `${same} ${owner.name} elements share SequenceNumber "${sequence.text}": give each its own number.`,
          assertion: 1,
        });
      }
    }
    return findings;
  },
};
