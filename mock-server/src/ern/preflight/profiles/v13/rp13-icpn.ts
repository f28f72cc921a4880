/**
 * DDEX's `MultiProfile_ICPN` in Release Profile 1.3: the assertion of 1.4's `rp14-icpn` (../v14/rp14-icpn.ts), same
 * context and test, with each 1.3 profile's rule number, clause and role in `ddex`.
 */
import { rp14Icpn } from '../v14/rp14-icpn.js';
import { sameCheck } from './same-check.js';

export const rp13Icpn = sameCheck(rp14Icpn, {
  id: 'rp13-icpn',
  pattern: 'MultiProfile_ICPN',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1740-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1120-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2149-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1047-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1595-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1665-1', clause: '4.3(30)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1884-1', clause: '4.3(30)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1422-1', clause: '4.3(30)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1523-1', clause: '4.3(30)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1344-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2015-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2081-1', clause: '4.3(30)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1815-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1194-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1270-1', clause: '4.3(30)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1953-1', clause: '4.3(30)', role: 'Fatal Error' }],
  },
});
