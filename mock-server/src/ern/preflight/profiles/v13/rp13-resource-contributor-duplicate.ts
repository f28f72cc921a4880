/**
 * DDEX's `MultiProfile_ResourceContributorDuplicate` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-resource-contributor-duplicate` (../v14/rp14-resource-contributor-duplicate.ts), same context and test, with
 * each 1.3 profile's rule number, clause and role in `ddex`.
 */
import { rp14ResourceContributorDuplicate } from '../v14/rp14-resource-contributor-duplicate.js';
import { sameCheck } from './same-check.js';

export const rp13ResourceContributorDuplicate = sameCheck(rp14ResourceContributorDuplicate, {
  id: 'rp13-resource-contributor-duplicate',
  pattern: 'MultiProfile_ResourceContributorDuplicate',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1721-1', clause: '4.3(13)+4.3(20)', role: 'Fatal Error' }],
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
    Wallpaper: [{ rule: '1934-1', clause: '4.3(13)+4.3(20)', role: 'Fatal Error' }],
  },
});
