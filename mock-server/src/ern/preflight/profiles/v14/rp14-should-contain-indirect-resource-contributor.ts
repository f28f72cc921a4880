/**
 * DDEX `MultiProfile_ShouldContainIndirectResourceContributor` (Release Profile 1.4, clause 4.3(12a), Conditional
 * Error; each profile's rule number in `ddex`): every SoundRecordingDetailsByTerritory of the message's ResourceList
 * has an IndirectResourceContributor (the writers of the recorded work).
 */
import type { ProfileRule } from '../types.js';
import { has, kids, resources } from './ern3-places.js';

export const rp14ShouldContainIndirectResourceContributor: ProfileRule = {
  id: 'rp14-should-contain-indirect-resource-contributor',
  standard: '1.4',
  pattern: 'MultiProfile_ShouldContainIndirectResourceContributor',
  ddex: {
    AudioAlbum: [{ rule: '1720-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    AudioAlbumMusicOnly: [{ rule: '1100-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    AudioBook: [{ rule: '2129-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    AudioSingle: [{ rule: '1027-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    DigitalBoxedSet: [{ rule: '1575-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1645-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    FilmBundle: [{ rule: '1864-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    LongformVideo: [{ rule: '1402-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    MixedMediaBundle: [{ rule: '1503-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    Ringtone: [{ rule: '1324-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    SimpleVideoSingle: [{ rule: '1995-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2061-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    TVSeries: [{ rule: '1795-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    VideoAlbum: [{ rule: '1174-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    VideoSingle: [{ rule: '1250-1', clause: '4.3(12a)', role: 'Conditional Error' }],
  },
  code: 'MetadataMissing',
  title: 'A SoundRecordingDetailsByTerritory names the work\'s writers (IndirectResourceContributor)',
  fix: 'Add the composers and lyricists as IndirectResourceContributor (PartyName, IndirectResourceContributorRole) to the SoundRecordingDetailsByTerritory, when you know them.',
  check({ tree }) {
    return resources(tree, 'SoundRecording')
      .flatMap((recording) => kids(recording, 'SoundRecordingDetailsByTerritory'))
      .filter((details) => !has(details, 'IndirectResourceContributor'))
      .map((details) => ({
        message: 'The SoundRecordingDetailsByTerritory has no IndirectResourceContributor: add the work\'s composers and lyricists, if you know them.',
        at: details,
      }));
  },
};
