/**
 * DDEX's `MultiProfile_MainReleaseMustHaveGridOrICPN` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-main-release-must-have-grid-or-icpn` (../v14/rp14-main-release-must-have-grid-or-icpn.ts), same context and
 * test, with each 1.3 profile's rule number, clause and role in `ddex`. It checks: the main release is identified by
 * a GRid or an ICPN.
 */
import { rp14MainReleaseMustHaveGridOrIcpn } from '../v14/rp14-main-release-must-have-grid-or-icpn.js';
import { sameCheck } from './same-check.js';

export const rp13MainReleaseMustHaveGridOrIcpn = sameCheck(rp14MainReleaseMustHaveGridOrIcpn, {
  id: 'rp13-main-release-must-have-grid-or-icpn',
  pattern: 'MultiProfile_MainReleaseMustHaveGridOrICPN',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1763-1', clause: '4.4(4)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1142-1', clause: '4.4(4)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2170-1', clause: '4.19(4)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1069-1', clause: '4.10(4)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1614-1', clause: '4.7(4)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1683-1', clause: '4.5(4)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1899-1', clause: '4.16(4)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1442-1', clause: '4.8(4)', role: 'Fatal Error' }],
    MidiRingtone: [{ rule: '1369-1', clause: '4.9(4)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1544-1', clause: '4.6(4)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1360-1', clause: '4.9(4)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2030-1', clause: '4.14(4)', role: 'Fatal Error' }],
    SingleResourceRelease: [{ rule: '1471-1', clause: '4.12(4)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2099-1', clause: '4.18(4)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1830-1', clause: '4.16(4)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1219-1', clause: '4.13(4)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1291-1', clause: '4.14(4)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1965-1', clause: '4.17(4)', role: 'Fatal Error' }],
  },
});
