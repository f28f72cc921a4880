/**
 * DDEX `MultiProfile_ResourceGroupContentItemsMustBeSequenced` (Release Profile 1.4, clause 3.3.1(3), Fatal Error;
 * each profile's rule number in `ddex`): a ResourceGroupContentItem naming a primary resource directly in the top
 * ResourceGroup of a main release's ReleaseDetailsByTerritory has a SequenceNumber.
 */
import type { ProfileRule } from '../types.js';
import { indexOf } from '../../tree-index.js';
import { has, itemHasReferenceOfType, kids, mainReleasesAnywhere, territoryGroups } from './ern3-places.js';

export const rp14ResourceGroupContentItemsMustBeSequenced: ProfileRule = {
  id: 'rp14-resource-group-content-items-must-be-sequenced',
  standard: '1.4',
  pattern: 'MultiProfile_ResourceGroupContentItemsMustBeSequenced',
  ddex: {
    AudioAlbum: [{ rule: '1702-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1082-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2111-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1009-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1557-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1627-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1846-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1384-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1485-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1306-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1977-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2043-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1777-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1156-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1232-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'The main release\'s content items of primary resources have a SequenceNumber',
  fix: 'Give each ResourceGroupContentItem of a primary resource in the main release\'s ResourceGroup its SequenceNumber (its track number).',
  check(input) {
    return mainReleasesAnywhere(indexOf(input))
      .flatMap(territoryGroups)
      .flatMap((group) => kids(group, 'ResourceGroupContentItem'))
      .filter((item) => itemHasReferenceOfType(item, 'PrimaryResource') && !has(item, 'SequenceNumber'))
      .map((item) => ({
        message: 'A ResourceGroupContentItem of a primary resource in the main release\'s ResourceGroup has no SequenceNumber: add its track number.',
        at: item,
      }));
  },
};
