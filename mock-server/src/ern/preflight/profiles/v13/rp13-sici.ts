/**
 * DDEX's `MultiProfile_SICI` in Release Profile 1.3: the assertion of 1.4's `rp14-sici` (../v14/rp14-sici.ts), same
 * context and test, with each 1.3 profile's rule number, clause and role in `ddex`.
 */
import { rp14Sici } from '../v14/rp14-sici.js';
import { sameCheck } from './same-check.js';

export const rp13Sici = sameCheck(rp14Sici, {
  id: 'rp13-sici',
  pattern: 'MultiProfile_SICI',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1733-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1113-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2142-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1040-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1588-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1658-1', clause: '4.3(30)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1877-1', clause: '4.3(30)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1415-1', clause: '4.3(30)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1516-1', clause: '4.3(30)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1337-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2008-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2074-1', clause: '4.3(30)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1808-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1187-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1263-1', clause: '4.3(30)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1946-1', clause: '4.3(30)', role: 'Fatal Error' }],
  },
});
