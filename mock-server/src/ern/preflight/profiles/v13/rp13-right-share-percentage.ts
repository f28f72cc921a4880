/**
 * DDEX's `MultiProfile_RightSharePercentage` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-right-share-percentage` (../v14/rp14-right-share-percentage.ts), same context and test, with each 1.3
 * profile's rule number, clause and role in `ddex`. It checks: the RightSharePercentages of the message's RightShares
 * add up to at most 100.
 */
import { rp14RightSharePercentage } from '../v14/rp14-right-share-percentage.js';
import { sameCheck } from './same-check.js';

export const rp13RightSharePercentage = sameCheck(rp14RightSharePercentage, {
  id: 'rp13-right-share-percentage',
  pattern: 'MultiProfile_RightSharePercentage',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1724-1', clause: '4.3(22)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1104-1', clause: '4.3(22)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2133-1', clause: '4.3(22)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1031-1', clause: '4.3(22)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1579-1', clause: '4.3(22)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1649-1', clause: '4.3(22)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1868-1', clause: '4.3(22)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1406-1', clause: '4.3(22)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1507-1', clause: '4.3(22)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1328-1', clause: '4.3(22)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1999-1', clause: '4.3(22)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2065-1', clause: '4.3(22)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1799-1', clause: '4.3(22)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1178-1', clause: '4.3(22)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1254-1', clause: '4.3(22)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1937-1', clause: '4.3(22)', role: 'Fatal Error' }],
  },
});
