/**
 * DDEX's `MultiProfile_RightSharePercentageValue` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-right-share-percentage-value` (../v14/rp14-right-share-percentage-value.ts), same context and test, with each
 * 1.3 profile's rule number, clause and role in `ddex`. It checks: some RightSharePercentage is above 0 and some
 * below 100 (DDEX's test of "between 0 and 100").
 */
import { rp14RightSharePercentageValue } from '../v14/rp14-right-share-percentage-value.js';
import { sameCheck } from './same-check.js';

export const rp13RightSharePercentageValue = sameCheck(rp14RightSharePercentageValue, {
  id: 'rp13-right-share-percentage-value',
  pattern: 'MultiProfile_RightSharePercentageValue',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1725-1', clause: '4.3(22)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1105-1', clause: '4.3(22)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2134-1', clause: '4.3(22)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1032-1', clause: '4.3(22)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1580-1', clause: '4.3(22)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1650-1', clause: '4.3(22)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1869-1', clause: '4.3(22)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1407-1', clause: '4.3(22)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1508-1', clause: '4.3(22)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1329-1', clause: '4.3(22)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2000-1', clause: '4.3(22)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2066-1', clause: '4.3(22)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1800-1', clause: '4.3(22)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1179-1', clause: '4.3(22)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1255-1', clause: '4.3(22)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1938-1', clause: '4.3(22)', role: 'Fatal Error' }],
  },
});
