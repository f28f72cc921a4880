/**
 * DDEX's `MultiProfile_SoundRecordingMustHaveReferenceTitle` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-sound-recording-must-have-reference-title` (../v14/rp14-sound-recording-must-have-reference-title.ts), same
 * context and test, with each 1.3 profile's rule number, clause and role in `ddex`. It checks: every SoundRecording
 * has one ReferenceTitle with a TitleText.
 */
import { rp14SoundRecordingMustHaveReferenceTitle } from '../v14/rp14-sound-recording-must-have-reference-title.js';
import { sameCheck } from './same-check.js';

export const rp13SoundRecordingMustHaveReferenceTitle = sameCheck(rp14SoundRecordingMustHaveReferenceTitle, {
  id: 'rp13-sound-recording-must-have-reference-title',
  pattern: 'MultiProfile_SoundRecordingMustHaveReferenceTitle',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1707-1', clause: '4.3(4)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1087-1', clause: '4.3(4)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2116-1', clause: '4.3(4)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1014-1', clause: '4.3(4)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1562-1', clause: '4.3(4)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1632-1', clause: '4.3(4)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1851-1', clause: '4.3(4)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1389-1', clause: '4.3(4)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1490-1', clause: '4.3(4)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1311-1', clause: '4.3(4)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1982-1', clause: '4.3(4)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2048-1', clause: '4.3(4)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1782-1', clause: '4.3(4)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1161-1', clause: '4.3(4)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1237-1', clause: '4.3(4)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1920-1', clause: '4.3(4)', role: 'Fatal Error' }],
  },
});
