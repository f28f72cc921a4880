/**
 * DDEX's `MultiProfile_UserDefinedValue` in Release Profile 1.3: the assertion of 1.4's `rp14-user-defined-value`
 * (../v14/rp14-user-defined-value.ts), same context and test, with each 1.3 profile's rule number, clause and role in
 * `ddex`. It checks: an element with a UserDefinedValue has the value UserDefined and a Namespace.
 */
import { rp14UserDefinedValue } from '../v14/rp14-user-defined-value.js';
import { sameCheck } from './same-check.js';

export const rp13UserDefinedValue = sameCheck(rp14UserDefinedValue, {
  id: 'rp13-user-defined-value',
  pattern: 'MultiProfile_UserDefinedValue',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1741-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '1741-2', clause: '4.3(31)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1121-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '1121-2', clause: '4.3(31)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2150-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '2150-2', clause: '4.3(31)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1048-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '1048-2', clause: '4.3(31)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1596-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '1596-2', clause: '4.3(31)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1666-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '1666-2', clause: '4.3(31)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1885-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '1885-2', clause: '4.3(31)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1423-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '1423-2', clause: '4.3(31)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1524-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '1524-2', clause: '4.3(31)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1345-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '1345-2', clause: '4.3(31)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2016-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '2016-2', clause: '4.3(31)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2082-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '2082-2', clause: '4.3(31)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1816-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '1816-2', clause: '4.3(31)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1195-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '1195-2', clause: '4.3(31)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1271-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '1271-2', clause: '4.3(31)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1954-1', clause: '4.3(31)', role: 'Fatal Error' }, { rule: '1954-2', clause: '4.3(31)', role: 'Fatal Error' }],
  },
});
