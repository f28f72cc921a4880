/**
 * DDEX `MultiProfile_SequenceNumberAsElement` (Release Profile 1.4, clause 4.3(35), Fatal Error; the same rule
 * numbers in every profile's file, 1669-1 and 1129-2, the latter's text citing profile 1.3): for every element with a
 * `SequenceNumber` child (`//*[SequenceNumber]`), (1) its number lies between 1 and the count of its siblings that
 * are sequenced too, itself included (`number(SequenceNumber) > 0 and < count(preceding-sibling::*[SequenceNumber]) +
 * count(following-sibling::*[SequenceNumber]) + 2`: a non-number fails), and (2) no preceding sibling has the same
 * SequenceNumber (compared as text, as `preceding-sibling::*` then `/SequenceNumber = SequenceNumber` does).
 *
 * `//*[SequenceNumber]` is over every element of the message; the kept tree has every `SequenceNumber` whose parent
 * is kept, and the index lists them all (`index.named('SequenceNumber')`), so the contexts are their parents, with
 * no walk of the tree. The ERN 3.8.x elements that hold a SequenceNumber (ResourceGroup, ResourceGroupContentItem,
 * Collection, SoundRecordingDetailsByTerritory, VideoDetailsByTerritory, MidiDetailsByTerritory and the
 * `…Reference` wrappers of collections and musical works) are kept where DDEX's profiles use them.
 */
import type { ErnElement } from '../../../release/tree.js';
import { indexOf } from '../../tree-index.js';
import type { ProfileRule, ProfileRuleFinding } from '../types.js';
import { kids, xpathNumber } from './ern3-places.js';

export const rp14SequenceNumberAsElement: ProfileRule = {
  id: 'rp14-sequence-number-as-element',
  standard: '1.4',
  pattern: 'MultiProfile_SequenceNumberAsElement',
  ddex: {
    AudioAlbum: [{ rule: '1669-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1129-2', clause: '4.3(35)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1669-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1129-2', clause: '4.3(35)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '1669-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1129-2', clause: '4.3(35)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1669-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1129-2', clause: '4.3(35)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1669-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1129-2', clause: '4.3(35)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1669-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1129-2', clause: '4.3(35)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1669-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1129-2', clause: '4.3(35)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1669-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1129-2', clause: '4.3(35)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1669-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1129-2', clause: '4.3(35)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1669-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1129-2', clause: '4.3(35)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1669-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1129-2', clause: '4.3(35)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '1669-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1129-2', clause: '4.3(35)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1669-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1129-2', clause: '4.3(35)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1669-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1129-2', clause: '4.3(35)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1669-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1129-2', clause: '4.3(35)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'SequenceNumbers run from 1 to the number of sequenced siblings, each used once',
  fix: 'Number the sequenced elements of one parent 1, 2, 3, … in order, without gaps or repeats.',
  check(input) {
    const findings: ProfileRuleFinding[] = [];
    const contexts = new Set<ErnElement>();
    for (const sequence of indexOf(input).named('SequenceNumber')) {
      if (sequence.parent !== null) contexts.add(sequence.parent);
    }
    /** Per parent: its children that have a SequenceNumber, in document order (the contexts are in that order too). */
    const sequencedOf = new Map<ErnElement | null, ErnElement[]>();
    for (const element of contexts) {
      const list = sequencedOf.get(element.parent);
      if (list === undefined) sequencedOf.set(element.parent, [element]);
      else list.push(element);
    }
    for (const siblings of sequencedOf.values()) {
      const sequenced = siblings.length;
      const earlier = new Set<string>();
      for (const element of siblings) {
        const own = kids(element, 'SequenceNumber');
        const value = xpathNumber(own[0]!.text);
        if (!(value > 0 && value < sequenced + 1)) {
          findings.push({
            message: `${element.name} has SequenceNumber "${own[0]!.text}", outside 1 to ${sequenced} (the number of sequenced `
              + `${element.parent?.name ?? ''} children): number them 1, 2, 3, … in order.`,
            at: own[0]!,
          });
        }
        const repeated = own.find((number) => earlier.has(number.text));
        if (repeated !== undefined) {
          findings.push({
            message: `${element.name} repeats SequenceNumber "${repeated.text}" of an earlier sibling: give each its own number.`,
            at: own[0]!,
            assertion: 1,
          });
        }
        for (const number of own) earlier.add(number.text);
      }
    }
    return findings;
  },
};
