/**
 * DDEX's `MultiProfile_SequenceNumberAsAttribute` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-sequence-number-as-attribute` (../v14/rp14-sequence-number-as-attribute.ts), same context and test, with each
 * 1.3 profile's rule number, clause and role in `ddex`. It checks: sequenceNumber attributes run from 1 to the number
 * of same-named siblings, each used once.
 */
import { rp14SequenceNumberAsAttribute } from '../v14/rp14-sequence-number-as-attribute.js';
import { sameCheck } from './same-check.js';

export const rp13SequenceNumberAsAttribute = sameCheck(rp14SequenceNumberAsAttribute, {
  id: 'rp13-sequence-number-as-attribute',
  pattern: 'MultiProfile_SequenceNumberAsAttribute',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1745-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1745-2', clause: '4.3(35)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1125-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1125-2', clause: '4.3(35)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2154-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '2154-2', clause: '4.3(35)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1052-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1052-2', clause: '4.3(35)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1600-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1600-2', clause: '4.3(35)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1670-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1670-2', clause: '4.3(35)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1889-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1889-2', clause: '4.3(35)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1427-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1427-2', clause: '4.3(35)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1528-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1528-2', clause: '4.3(35)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1349-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1349-2', clause: '4.3(35)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2020-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '2020-2', clause: '4.3(35)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2086-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '2086-2', clause: '4.3(35)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1820-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1820-2', clause: '4.3(35)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1199-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1199-2', clause: '4.3(35)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1275-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1275-2', clause: '4.3(35)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1958-1', clause: '4.3(35)', role: 'Fatal Error' }, { rule: '1958-2', clause: '4.3(35)', role: 'Fatal Error' }],
  },
});
