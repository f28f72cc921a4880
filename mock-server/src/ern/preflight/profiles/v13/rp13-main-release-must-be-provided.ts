/**
 * DDEX's `MultiProfile_MainReleaseMustBeProvided` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-main-release-must-be-provided` (../v14/rp14-main-release-must-be-provided.ts), same context and test, with
 * each 1.3 profile's rule number, clause and role in `ddex`. It checks: one Release of the ReleaseList is the main
 * release (IsMainRelease="true"), and only one. `as` names, per 1.3 profile, the 1.4 file whose test that profile's
 * 1.3 file has.
 */
import { rp14MainReleaseMustBeProvided } from '../v14/rp14-main-release-must-be-provided.js';
import { sameCheck } from './same-check.js';

export const rp13MainReleaseMustBeProvided = sameCheck(rp14MainReleaseMustBeProvided, {
  id: 'rp13-main-release-must-be-provided',
  pattern: 'MultiProfile_MainReleaseMustBeProvided',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1698-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '1698-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1078-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '1078-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2107-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '2107-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1005-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '1005-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1553-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '1553-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1623-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '1623-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1842-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '1842-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1380-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '1380-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1481-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '1481-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1302-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '1302-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1973-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '1973-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2039-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '2039-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1773-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '1773-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1152-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '1152-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1228-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '1228-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1911-1', clause: '3.3.1(1)', role: 'Fatal Error' }, { rule: '1911-2', clause: '3.3.1(1)', role: 'Fatal Error' }],
  },
  as: { LongformVideo: 'VideoAlbum' },
});
