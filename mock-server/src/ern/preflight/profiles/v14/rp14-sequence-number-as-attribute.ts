/**
 * DDEX `MultiProfile_SequenceNumberAsAttribute` (Release Profile 1.4, clause 4.3(35), Fatal Error; each profile's
 * rule
 * numbers in `ddex`): for every element with a SequenceNumber attribute (`//*[@SequenceNumber]`), (1) the number lies
 * between 1 and the count of its parent's children of its name (`@SequenceNumber > 0 and @SequenceNumber <
 * 1 + count(../*[name() = name(current())])`; a value that is not a number fails), and (2) no following sibling of
 * its name has the same SequenceNumber (compared as text).
 *
 * `//*[@SequenceNumber]` is over every element; the rule looks, by name in the index, at the elements that ERN
 * 3.8.2's schema gives a SequenceNumber attribute (below), which the kept tree keeps with every element on the way to
 * them (release/vocabulary.ts).
 */
import type { ErnElement } from '../../../release/tree.js';
import type { ProfileRule, ProfileRuleFinding } from '../types.js';
import { indexOf } from '../../tree-index.js';
import { kids, xpathNumber } from './ern3-places.js';

/** The ERN 3.8.2 elements whose type has a SequenceNumber attribute. */
export const SEQUENCE_NUMBER_HOSTS = [
  'Character', 'Contributor', 'DisplayArtist', 'DisplayComposer', 'DisplayConductor', 'IndirectResourceContributor',
  'MusicalWorkContributor', 'ReferencedCreationCharacter', 'ReferencedCreationContributor',
  'ReferencedIndirectCreationContributor', 'ResourceContributor', 'RightsController',
] as const;

export const rp14SequenceNumberAsAttribute: ProfileRule = {
  id: 'rp14-sequence-number-as-attribute',
  standard: '1.4',
  pattern: 'MultiProfile_SequenceNumberAsAttribute',
  ddex: {
    AudioAlbum: [{ rule: '1745-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1745-2', clause: '4.3(35)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1125-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1125-2', clause: '4.3(35)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2154-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '2154-2', clause: '4.3(35)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1052-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1052-2', clause: '4.3(35)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1600-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1600-2', clause: '4.3(35)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1670-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1670-2', clause: '4.3(35)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1889-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1889-2', clause: '4.3(35)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1427-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1427-2', clause: '4.3(35)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1528-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1528-2', clause: '4.3(35)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1349-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1349-2', clause: '4.3(35)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2020-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '2020-2', clause: '4.3(35)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2086-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '2086-2', clause: '4.3(35)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1820-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1820-2', clause: '4.3(35)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1199-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1199-2', clause: '4.3(35)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1275-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1275-2', clause: '4.3(35)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'SequenceNumber attributes run from 1 to the number of same-named siblings, each used once',
  fix: 'Number the DisplayArtists (contributors, …) of one parent 1, 2, 3, … in order, without gaps or repeats.',
  check(input) {
    const index = indexOf(input);
    const findings: ProfileRuleFinding[] = [];
    const hosts = SEQUENCE_NUMBER_HOSTS
      .flatMap((name) => index.named(name).filter((element) => element.attributes.SequenceNumber !== undefined))
      .sort((a, b) => a.offset - b.offset);
    for (const element of hosts) {
      const text = element.attributes.SequenceNumber!;
      const siblings: readonly ErnElement[] = element.parent === null ? [element] : kids(element.parent, element.name);
      const value = xpathNumber(text);
      if (!(value > 0 && value < 1 + siblings.length)) {
        findings.push({
          message: `The ${element.name} has SequenceNumber="${text}", outside 1 to ${siblings.length} (the number of ${element.name}s there): number them 1, 2, 3, … in order.`,
          at: element,
        });
      }
      if (siblings.slice(siblings.indexOf(element) + 1).some((sibling) => sibling.attributes.SequenceNumber === text)) {
        findings.push({ message: `The ${element.name} shares SequenceNumber="${text}" with a later one: give each its own number.`, at: element, assertion: 1 });
      }
    }
    return findings;
  },
};
