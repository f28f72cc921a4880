/**
 * DDEX `MultiProfile_PrimaryResourcesMustBeSequenced` (Release Profile 1.4, clause 3.3.1(2)+3.3.1(3)+3.3.1(5), Fatal
 * Error; each profile's rule number in `ddex`): a ResourceGroupContentItem naming a primary resource, in a
 * ResourceGroup inside a ResourceGroup of any child of a Release
 * (`*:NewReleaseMessage/ReleaseList/Release/{any}/ResourceGroup/ResourceGroup/ResourceGroupContentItem[…]`, the
 * track bundles of a ReleaseDetailsByTerritory), has a SequenceNumber.
 */
import type { ProfileRule } from '../types.js';
import { indexOf } from '../../tree-index.js';
import { has, itemHasReferenceOfType } from './ern3-places.js';

export const rp14PrimaryResourcesMustBeSequenced: ProfileRule = {
  id: 'rp14-primary-resources-must-be-sequenced',
  standard: '1.4',
  pattern: 'MultiProfile_PrimaryResourcesMustBeSequenced',
  ddex: {
    AudioAlbum: [{ rule: '1699-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1079-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2108-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1006-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1554-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1624-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1843-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1381-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1482-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1303-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1974-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2040-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1774-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1153-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1229-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'A primary resource\'s content item in a nested ResourceGroup has a SequenceNumber',
  fix: 'Give each ResourceGroupContentItem of a track bundle (a ResourceGroup inside a ResourceGroup) its SequenceNumber.',
  check(input) {
    const { root } = input.tree;
    return indexOf(input).named('ResourceGroupContentItem')
      .filter((item) => {
        const group = item.parent;
        const outer = group?.parent;
        const release = outer?.parent?.parent;
        return group?.name === 'ResourceGroup' && outer?.name === 'ResourceGroup' && release?.name === 'Release'
          && release.parent?.name === 'ReleaseList' && release.parent.parent === root
          && itemHasReferenceOfType(item, 'PrimaryResource') && !has(item, 'SequenceNumber');
      })
      .map((item) => ({
        message: 'A ResourceGroupContentItem of a primary resource, in a nested ResourceGroup, has no SequenceNumber: add its place in the group.',
        at: item,
      }));
  },
};
