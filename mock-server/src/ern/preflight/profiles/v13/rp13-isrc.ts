/**
 * DDEX's `MultiProfile_ISRC` in Release Profile 1.3: the assertion of 1.4's `rp14-isrc` (../v14/rp14-isrc.ts), same
 * context and test, with each 1.3 profile's rule number, clause and role in `ddex`.
 */
import { rp14Isrc } from '../v14/rp14-isrc.js';
import { sameCheck } from './same-check.js';

export const rp13Isrc = sameCheck(rp14Isrc, {
  id: 'rp13-isrc',
  pattern: 'MultiProfile_ISRC',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1731-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '1731-2', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1111-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '1111-2', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2140-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '2140-2', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1038-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '1038-2', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1586-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '1586-2', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1656-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '1656-2', clause: '4.3(30)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1875-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '1875-2', clause: '4.3(30)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1413-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '1413-2', clause: '4.3(30)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1514-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '1514-2', clause: '4.3(30)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1335-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '1335-2', clause: '4.3(30)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2006-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '2006-2', clause: '4.3(30)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2072-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '2072-2', clause: '4.3(30)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1806-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '1806-2', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1185-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '1185-2', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1261-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '1261-2', clause: '4.3(30)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1944-1', clause: '4.3(30)', role: 'Fatal Error' }, { rule: '1944-2', clause: '4.3(30)', role: 'Fatal Error' }],
  },
});
