/**
 * DDEX `MultiProfile_ResourceReleaseDateMustBeProvided` (Release Profile 1.4, clause 4.3(10), Conditional Error; each
 * profile's rule number in `ddex`): each primary resource of a content item
 * (`//ResourceGroupContentItem/ReleaseResourceReference[@ReleaseResourceType = 'PrimaryResource']`) names a resource
 * with a `SoundRecordingDetailsByTerritory/ResourceReleaseDate` or `…/OriginalResourceReleaseDate`. DDEX reads only
 * a SoundRecording's territory details, so a primary Video or Image fails it too.
 */
import type { ProfileRule } from '../types.js';
import { indexOf } from '../../tree-index.js';
import { contentItemReferences, danglingSays, has, kids, resourcesByReference } from './ern3-places.js';

export const rp14ResourceReleaseDateMustBeProvided: ProfileRule = {
  id: 'rp14-resource-release-date-must-be-provided',
  standard: '1.4',
  pattern: 'MultiProfile_ResourceReleaseDateMustBeProvided',
  ddex: {
    AudioAlbum: [{ rule: '1718-1', clause: '4.3(10)', role: 'Conditional Error' }],
    AudioAlbumMusicOnly: [{ rule: '1098-1', clause: '4.3(10)', role: 'Conditional Error' }],
    AudioBook: [{ rule: '2127-1', clause: '4.3(10)', role: 'Conditional Error' }],
    AudioSingle: [{ rule: '1025-1', clause: '4.3(10)', role: 'Conditional Error' }],
    DigitalBoxedSet: [{ rule: '1573-1', clause: '4.3(10)', role: 'Conditional Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1643-1', clause: '4.3(10)', role: 'Conditional Error' }],
    FilmBundle: [{ rule: '1862-1', clause: '4.3(10)', role: 'Conditional Error' }],
    LongformVideo: [{ rule: '1400-1', clause: '4.3(10)', role: 'Conditional Error' }],
    MixedMediaBundle: [{ rule: '1501-1', clause: '4.3(10)', role: 'Conditional Error' }],
    Ringtone: [{ rule: '1322-1', clause: '4.3(10)', role: 'Conditional Error' }],
    SimpleVideoSingle: [{ rule: '1993-1', clause: '4.3(10)', role: 'Conditional Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2059-1', clause: '4.3(10)', role: 'Conditional Error' }],
    TVSeries: [{ rule: '1793-1', clause: '4.3(10)', role: 'Conditional Error' }],
    VideoAlbum: [{ rule: '1172-1', clause: '4.3(10)', role: 'Conditional Error' }],
    VideoSingle: [{ rule: '1248-1', clause: '4.3(10)', role: 'Conditional Error' }],
  },
  code: 'MetadataMissing',
  title: 'A primary resource has a ResourceReleaseDate or an OriginalResourceReleaseDate in its SoundRecordingDetailsByTerritory',
  fix: 'Add a ResourceReleaseDate (or OriginalResourceReleaseDate) to the SoundRecordingDetailsByTerritory of each primary resource, when you know it.',
  check(input) {
    const index = indexOf(input);
    const byReference = resourcesByReference(index);
    return contentItemReferences(index, 'PrimaryResource')
      .filter(({ reference }) => !(byReference.get(reference.text) ?? []).some((resource) => kids(resource, 'SoundRecordingDetailsByTerritory')
        .some((details) => has(details, 'ResourceReleaseDate') || has(details, 'OriginalResourceReleaseDate'))))
      .map(({ reference }) => ({
        message: byReference.has(reference.text) ? `The primary resource "${reference.text}" has no SoundRecordingDetailsByTerritory/ResourceReleaseDate nor OriginalResourceReleaseDate: add the date it was first released, if you know it.` : danglingSays(reference.text),
        at: reference,
      }));
  },
};
