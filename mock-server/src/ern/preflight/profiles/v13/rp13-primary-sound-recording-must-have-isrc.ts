/**
 * DDEX's `MultiProfile_PrimarySoundRecordingMustHaveISRC` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-primary-sound-recording-must-have-isrc` (../v14/rp14-primary-sound-recording-must-have-isrc.ts), same context
 * and test, with each 1.3 profile's rule number, clause and role in `ddex`. It checks: a primary SoundRecording of a
 * ResourceGroup has an ISRC.
 */
import { rp14PrimarySoundRecordingMustHaveIsrc } from '../v14/rp14-primary-sound-recording-must-have-isrc.js';
import { sameCheck } from './same-check.js';

export const rp13PrimarySoundRecordingMustHaveIsrc = sameCheck(rp14PrimarySoundRecordingMustHaveIsrc, {
  id: 'rp13-primary-sound-recording-must-have-isrc',
  pattern: 'MultiProfile_PrimarySoundRecordingMustHaveISRC',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1764-1', clause: '4.4(5)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1143-1', clause: '4.4(5)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2171-1', clause: '4.19(5)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1070-1', clause: '4.10(5)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1615-1', clause: '4.7(5)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1684-1', clause: '4.5(5)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1443-1', clause: '4.8(5)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1545-1', clause: '4.6(5)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1361-1', clause: '4.9(5)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2031-1', clause: '4.14(5)', role: 'Fatal Error' }],
    SingleResourceRelease: [{ rule: '1472-1', clause: '4.12(5)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2100-1', clause: '4.18(5)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1220-1', clause: '4.13(5)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1293-1', clause: '4.14(5)', role: 'Fatal Error' }],
  },
});
