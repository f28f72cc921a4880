/**
 * DDEX's `MultiProfile_VISAN` in Release Profile 1.3: the assertion of 1.4's `rp14-visan` (../v14/rp14-visan.ts),
 * same context and test, with each 1.3 profile's rule number, clause and role in `ddex`.
 */
import { rp14Visan } from '../v14/rp14-visan.js';
import { sameCheck } from './same-check.js';

export const rp13Visan = sameCheck(rp14Visan, {
  id: 'rp13-visan',
  pattern: 'MultiProfile_VISAN',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1736-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1116-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2145-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1043-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1591-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1661-1', clause: '4.3(30)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1880-1', clause: '4.3(30)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1418-1', clause: '4.3(30)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1519-1', clause: '4.3(30)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1340-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2011-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2077-1', clause: '4.3(30)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1811-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1190-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1266-1', clause: '4.3(30)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1949-1', clause: '4.3(30)', role: 'Fatal Error' }],
  },
});
