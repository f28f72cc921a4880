/**
 * DDEX's `MultiProfile_CommentMustNotBeProvided` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-comment-must-not-be-provided` (../v14/rp14-comment-must-not-be-provided.ts), same context and test, with each
 * 1.3 profile's rule number, clause and role in `ddex`. It checks: no Comment in the message.
 */
import { rp14CommentMustNotBeProvided } from '../v14/rp14-comment-must-not-be-provided.js';
import { sameCheck } from './same-check.js';

export const rp13CommentMustNotBeProvided = sameCheck(rp14CommentMustNotBeProvided, {
  id: 'rp13-comment-must-not-be-provided',
  pattern: 'MultiProfile_CommentMustNotBeProvided',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1742-1', clause: '4.3(32)', role: 'Error' }],
    AudioAlbumMusicOnly: [{ rule: '1122-1', clause: '4.3(32)', role: 'Error' }],
    AudioBook: [{ rule: '2151-1', clause: '4.3(32)', role: 'Error' }],
    AudioSingle: [{ rule: '1049-1', clause: '4.3(32)', role: 'Error' }],
    DigitalBoxedSet: [{ rule: '1597-1', clause: '4.3(32)', role: 'Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1667-1', clause: '4.3(32)', role: 'Error' }],
    FilmBundle: [{ rule: '1886-1', clause: '4.3(32)', role: 'Error' }],
    LongformVideo: [{ rule: '1424-1', clause: '4.3(32)', role: 'Error' }],
    MixedMediaBundle: [{ rule: '1525-1', clause: '4.3(32)', role: 'Error' }],
    Ringtone: [{ rule: '1346-1', clause: '4.3(32)', role: 'Error' }],
    SimpleVideoSingle: [{ rule: '2017-1', clause: '4.3(32)', role: 'Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2083-1', clause: '4.3(32)', role: 'Error' }],
    TVSeries: [{ rule: '1817-1', clause: '4.3(32)', role: 'Error' }],
    VideoAlbum: [{ rule: '1196-1', clause: '4.3(32)', role: 'Error' }],
    VideoSingle: [{ rule: '1272-1', clause: '4.3(32)', role: 'Error' }],
    Wallpaper: [{ rule: '1955-1', clause: '4.3(32)', role: 'Error' }],
  },
});
