/**
 * DDEX's `MultiProfile_PercentageValue` in Release Profile 1.3: the assertion of 1.4's `rp14-percentage-value`
 * (../v14/rp14-percentage-value.ts), same context and test, with each 1.3 profile's rule number, clause and role in
 * `ddex`. It checks: a percentage with HasMaxValueOfOne="true" is at most 1.
 */
import { rp14PercentageValue } from '../v14/rp14-percentage-value.js';
import { sameCheck } from './same-check.js';

export const rp13PercentageValue = sameCheck(rp14PercentageValue, {
  id: 'rp13-percentage-value',
  pattern: 'MultiProfile_PercentageValue',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1746-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1126-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2155-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1053-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1601-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1671-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1890-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1428-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1529-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1350-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2021-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2087-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1821-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1200-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1276-1', clause: '4.3(36a)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1959-1', clause: '4.3(36a)', role: 'Fatal Error' }],
  },
});
