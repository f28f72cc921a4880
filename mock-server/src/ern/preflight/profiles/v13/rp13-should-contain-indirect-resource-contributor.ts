/**
 * DDEX's `MultiProfile_ShouldContainIndirectResourceContributor` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-should-contain-indirect-resource-contributor` (../v14/rp14-should-contain-indirect-resource-contributor.ts),
 * same context and test, with each 1.3 profile's rule number, clause and role in `ddex`. It checks: a
 * SoundRecordingDetailsByTerritory names the work's writers (IndirectResourceContributor).
 */
import { rp14ShouldContainIndirectResourceContributor } from '../v14/rp14-should-contain-indirect-resource-contributor.js';
import { sameCheck } from './same-check.js';

export const rp13ShouldContainIndirectResourceContributor = sameCheck(rp14ShouldContainIndirectResourceContributor, {
  id: 'rp13-should-contain-indirect-resource-contributor',
  pattern: 'MultiProfile_ShouldContainIndirectResourceContributor',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1720-1', clause: '4.3(12a)', role: 'Conditional Error' }],
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
    Wallpaper: [{ rule: '1933-1', clause: '4.3(12a)', role: 'Conditional Error' }],
  },
});
