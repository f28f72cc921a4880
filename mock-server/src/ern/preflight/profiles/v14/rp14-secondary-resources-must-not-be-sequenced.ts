/**
 * DDEX `MultiProfile_SecondaryResourcesMustNotBeSequenced` (Release Profile 1.4, clause 3.3.1(4), Error; each
 * profile's rule number in `ddex`): a ResourceGroupContentItem of a ResourceGroup that names a secondary resource
 * (`//ResourceGroup/ResourceGroupContentItem[ReleaseResourceReference[@ReleaseResourceType = 'SecondaryResource']]`)
 * has no SequenceNumber.
 */
import type { ProfileRule } from '../types.js';
import { indexOf } from '../../tree-index.js';
import { itemHasReferenceOfType, kids } from './ern3-places.js';

export const rp14SecondaryResourcesMustNotBeSequenced: ProfileRule = {
  id: 'rp14-secondary-resources-must-not-be-sequenced',
  standard: '1.4',
  pattern: 'MultiProfile_SecondaryResourcesMustNotBeSequenced',
  ddex: {
    AudioAlbum: [{ rule: '1703-1', clause: '3.3.1(4)', role: 'Error' }],
    AudioAlbumMusicOnly: [{ rule: '1083-1', clause: '3.3.1(4)', role: 'Error' }],
    AudioBook: [{ rule: '2112-1', clause: '3.3.1(4)', role: 'Error' }],
    AudioSingle: [{ rule: '1010-1', clause: '3.3.1(4)', role: 'Error' }],
    DigitalBoxedSet: [{ rule: '1558-1', clause: '3.3.1(4)', role: 'Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1628-1', clause: '3.3.1(4)', role: 'Error' }],
    FilmBundle: [{ rule: '1847-1', clause: '3.3.1(4)', role: 'Error' }],
    LongformVideo: [{ rule: '1385-1', clause: '3.3.1(4)', role: 'Error' }],
    MixedMediaBundle: [{ rule: '1486-1', clause: '3.3.1(4)', role: 'Error' }],
    Ringtone: [{ rule: '1307-1', clause: '3.3.1(4)', role: 'Error' }],
    SimpleVideoSingle: [{ rule: '1978-1', clause: '3.3.1(4)', role: 'Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2044-1', clause: '3.3.1(4)', role: 'Error' }],
    TVSeries: [{ rule: '1778-1', clause: '3.3.1(4)', role: 'Error' }],
    VideoAlbum: [{ rule: '1157-1', clause: '3.3.1(4)', role: 'Error' }],
    VideoSingle: [{ rule: '1233-1', clause: '3.3.1(4)', role: 'Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'The content item of a secondary resource (a cover) has no SequenceNumber',
  fix: 'Remove the SequenceNumber from the ResourceGroupContentItem of the cover image (or other secondary resource).',
  check(input) {
    return indexOf(input).named('ResourceGroupContentItem')
      .filter((item) => item.parent?.name === 'ResourceGroup' && itemHasReferenceOfType(item, 'SecondaryResource'))
      .flatMap((item) => kids(item, 'SequenceNumber').slice(0, 1))
      .map((sequence) => ({
        message: 'The ResourceGroupContentItem of a secondary resource has a SequenceNumber: remove it; only primary resources are sequenced.',
        at: sequence,
      }));
  },
};
