/**
 * DDEX `MultiProfile_CommentMustNotBeProvided` (Release Profile 1.4, clause 4.3(32), Error; each profile's rule
 * number
 * in `ddex`): reports a message with a Comment anywhere (`//Comment`; in ERN 3.8.x, `MessageHeader/Comment`).
 */
import type { ProfileRule } from '../types.js';
import { indexOf } from '../../tree-index.js';

export const rp14CommentMustNotBeProvided: ProfileRule = {
  id: 'rp14-comment-must-not-be-provided',
  standard: '1.4',
  pattern: 'MultiProfile_CommentMustNotBeProvided',
  ddex: {
    AudioAlbum: [{ rule: '1742-1', clause: '4.3(32)', role: 'Error' }],
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
  },
  code: 'NewReleaseMessageInvalid',
  title: 'No Comment in the message',
  fix: 'Remove the MessageHeader\'s Comment: the profile carries no free text for the recipient.',
  check(input) {
    return indexOf(input).named('Comment').slice(0, 1).map((comment) => ({
      message: 'The message has a Comment: remove it (the profile allows no free-text comment).',
      at: comment,
    }));
  },
};
