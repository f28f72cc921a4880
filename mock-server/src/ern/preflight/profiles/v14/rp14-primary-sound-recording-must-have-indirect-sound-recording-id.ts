/**
 * DDEX `MultiProfile_PrimarySoundRecordingMustHaveIndirectSoundRecordingId` (Release Profile 1.4, clause 3.3.1(6),
 * Conditional Fatal Error; each profile's rule number in `ddex`): a primary resource of a content item whose
 * `ResourceType` is `SoundRecording` (`//ResourceGroupContentItem[ResourceType = 'SoundRecording']/
 * ReleaseResourceReference[@ReleaseResourceType = 'PrimaryResource']`) names a resource that has an
 * `IndirectSoundRecordingId` (the ISWC of the work it records).
 */
import type { ProfileRule } from '../types.js';
import { indexOf } from '../../tree-index.js';
import { contentItemReferences, danglingSays, has, resourcesByReference } from './ern3-places.js';

export const rp14PrimarySoundRecordingMustHaveIndirectSoundRecordingId: ProfileRule = {
  id: 'rp14-primary-sound-recording-must-have-indirect-sound-recording-id',
  standard: '1.4',
  pattern: 'MultiProfile_PrimarySoundRecordingMustHaveIndirectSoundRecordingId',
  ddex: {
    AudioAlbum: [{ rule: '1704-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1084-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
    AudioBook: [{ rule: '2113-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
    AudioSingle: [{ rule: '1011-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1559-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1629-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
    FilmBundle: [{ rule: '1848-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
    LongformVideo: [{ rule: '1386-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
    MixedMediaBundle: [{ rule: '1487-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
    Ringtone: [{ rule: '1308-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1979-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2045-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
    TVSeries: [{ rule: '1779-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
    VideoAlbum: [{ rule: '1158-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
    VideoSingle: [{ rule: '1234-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
  },
  code: 'MetadataMissing',
  title: 'A primary SoundRecording of a ResourceGroup has an IndirectSoundRecordingId',
  fix: 'Add to the SoundRecording an IndirectSoundRecordingId with the ISWC (or another work identifier) of the musical work it records.',
  check(input) {
    const index = indexOf(input);
    const byReference = resourcesByReference(index);
    return contentItemReferences(index, 'PrimaryResource', 'SoundRecording')
      .filter(({ reference }) => !(byReference.get(reference.text) ?? []).some((resource) => has(resource, 'IndirectSoundRecordingId')))
      .map(({ reference }) => ({
        message: byReference.has(reference.text) ? `The primary SoundRecording "${reference.text}" of the ResourceGroup has no IndirectSoundRecordingId: add one with the ISWC of the work it records.` : danglingSays(reference.text),
        at: reference,
      }));
  },
};
