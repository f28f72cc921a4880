/**
 * DDEX `MultiProfile_ReleaseResourceTypeMustBeProvided` (Release Profile 1.4, clause 4.3(1)+4.3(2), Fatal Error; each
 * profile's rule number in `ddex`): every ReleaseResourceReference of a ResourceGroupContentItem, wherever it stands,
 * has a ReleaseResourceType attribute.
 */
import type { ProfileRule } from '../types.js';
import { indexOf } from '../../tree-index.js';
import { kids } from './ern3-places.js';

export const rp14ReleaseResourceTypeMustBeProvided: ProfileRule = {
  id: 'rp14-release-resource-type-must-be-provided',
  standard: '1.4',
  pattern: 'MultiProfile_ReleaseResourceTypeMustBeProvided',
  ddex: {
    AudioAlbum: [{ rule: '1705-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1085-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2114-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1012-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1560-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1630-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1849-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1387-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1488-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1309-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1980-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2046-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1780-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1159-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1235-1', clause: '4.3(1)+4.3(2)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'A content item\'s ReleaseResourceReference says whether it is primary or secondary',
  fix: 'Add ReleaseResourceType="PrimaryResource" (or "SecondaryResource", for a cover) to the ReleaseResourceReference.',
  check(input) {
    return indexOf(input).named('ResourceGroupContentItem')
      .flatMap((item) => kids(item, 'ReleaseResourceReference'))
      .filter((reference) => reference.attributes.ReleaseResourceType === undefined)
      .map((reference) => ({
        message: `The ReleaseResourceReference "${reference.text}" of a ResourceGroupContentItem has no ReleaseResourceType: add ReleaseResourceType="PrimaryResource" (or "SecondaryResource").`,
        at: reference,
      }));
  },
};
