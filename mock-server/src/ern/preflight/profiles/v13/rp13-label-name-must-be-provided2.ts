/**
 * DDEX's `MultiProfile_LabelNameMustBeProvided2` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-label-name-must-be-provided2` (../v14/rp14-label-name-must-be-provided2.ts), same context and test, with each
 * 1.3 profile's rule number, clause and role in `ddex`.
 */
import { rp14LabelNameMustBeProvided2 } from '../v14/rp14-label-name-must-be-provided2.js';
import { sameCheck } from './same-check.js';

export const rp13LabelNameMustBeProvided2 = sameCheck(rp14LabelNameMustBeProvided2, {
  id: 'rp13-label-name-must-be-provided2',
  pattern: 'MultiProfile_LabelNameMustBeProvided2',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1766-1', clause: '4.4(8)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1145-1', clause: '4.4(8)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2173-1', clause: '4.19(8)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1072-1', clause: '4.10(8)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1617-1', clause: '4.8(13)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1902-1', clause: '4.16(7)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1462-1', clause: '4.13(13)', role: 'Fatal Error' }],
    MidiRingtone: [{ rule: '1374-1', clause: '4.13(8)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1547-1', clause: '4.6(9)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1363-1', clause: '4.13(8)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2033-1', clause: '4.14(9)', role: 'Fatal Error' }],
    SingleResourceRelease: [{ rule: '1475-1', clause: '4.12(8)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2101-1', clause: '4.18(8)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1833-1', clause: '4.16(7)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1222-1', clause: '4.13(9)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1295-1', clause: '4.14(9)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1967-1', clause: '4.17(7)', role: 'Fatal Error' }],
  },
});
