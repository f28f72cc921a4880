/**
 * DDEX `MultiProfile_ResourceContributorDuplicate` (Release Profile 1.4, clause 4.3(13)+4.3(20), Fatal Error; each
 * profile's rule
 * number in `ddex`): a ResourceContributor is not listed twice (by PartyId) in one resource's DetailsByTerritory. See
 * contributor-duplicate.ts.
 */
import { contributorDuplicateRule } from './contributor-duplicate.js';

export const rp14ResourceContributorDuplicate = contributorDuplicateRule({
  id: 'rp14-resource-contributor-duplicate',
  pattern: 'MultiProfile_ResourceContributorDuplicate',
  ddex: {
    AudioAlbum: [{ rule: '1721-1', clause: '4.3(13)+4.3(20)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1101-1', clause: '4.3(13)+4.3(20)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2130-1', clause: '4.3(13)+4.3(20)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1028-1', clause: '4.3(13)+4.3(20)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1576-1', clause: '4.3(13)+4.3(20)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1646-1', clause: '4.3(13)+4.3(20)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1865-1', clause: '4.3(13)+4.3(20)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1403-1', clause: '4.3(13)+4.3(20)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1504-1', clause: '4.3(13)+4.3(20)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1325-1', clause: '4.3(13)+4.3(20)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1996-1', clause: '4.3(13)+4.3(20)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2062-1', clause: '4.3(13)+4.3(20)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1796-1', clause: '4.3(13)+4.3(20)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1175-1', clause: '4.3(13)+4.3(20)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1251-1', clause: '4.3(13)+4.3(20)', role: 'Fatal Error' }],
  },
  contributor: 'ResourceContributor',
});
