/**
 * DDEX `MultiProfile_PrimaryResourcesMustBeSequencedWithinTheirGroup` (Release Profile 1.4, clause 3.3.1(3), Fatal
 * Error; each profile's rule number in `ddex`): in each ResourceGroup inside the top ResourceGroup of a main release
 * (of the message's ReleaseList), if some primary content item below it has a SequenceNumber greater than "1", one
 * has SequenceNumber "1": the numbering restarts in each group. DDEX's files are XSLT 1.0, which Saxon runs in
 * backwards-compatible mode, where `SequenceNumber > '1'` compares numbers (XPath's `number()`: "0.5e1" is 5, "one"
 * is NaN and not greater), while `SequenceNumber = '1'` compares text ("01" is not "1").
 */
import type { ErnElement } from '../../../release/tree.js';
import type { ProfileRule } from '../types.js';
import { indexOf } from '../../tree-index.js';
import { isMain, itemHasReferenceOfType, kids, releases, territoryGroups, xpathNumber } from './ern3-places.js';

function numbers(item: ErnElement): string[] {
  return kids(item, 'SequenceNumber').map((sequence) => sequence.text);
}

export const rp14PrimaryResourcesMustBeSequencedWithinTheirGroup: ProfileRule = {
  id: 'rp14-primary-resources-must-be-sequenced-within-their-group',
  standard: '1.4',
  pattern: 'MultiProfile_PrimaryResourcesMustBeSequencedWithinTheirGroup',
  ddex: {
    AudioAlbum: [{ rule: '1701-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1081-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2110-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1008-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1556-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1626-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1845-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1383-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1484-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1305-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1976-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2042-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1776-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1155-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1231-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'The primary resources of each track bundle are numbered from 1',
  fix: 'Restart the SequenceNumbers of the content items at 1 in each ResourceGroup (each disc).',
  check(input) {
    const index = indexOf(input);
    return releases(input.tree).filter(isMain)
      .flatMap(territoryGroups)
      .flatMap((group) => kids(group, 'ResourceGroup'))
      .filter((group) => {
        const items = index.within(group, 'ResourceGroupContentItem').filter((item) => itemHasReferenceOfType(item, 'PrimaryResource'));
        return items.some((item) => numbers(item).some((number) => xpathNumber(number) > 1)) && !items.some((item) => numbers(item).includes('1'));
      })
      .map((group) => ({
        message: 'The primary content items of a ResourceGroup inside the main release\'s top ResourceGroup are numbered, but none is 1: restart the numbering at 1 in each group.',
        at: group,
      }));
  },
};
