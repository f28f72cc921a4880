/**
 * DDEX's `MultiProfile_PrimaryResourcesMustBeSequenced` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-primary-resources-must-be-sequenced` (../v14/rp14-primary-resources-must-be-sequenced.ts), same context and
 * test, with each 1.3 profile's rule number, clause and role in `ddex`. It checks: a primary resource's content item
 * in a nested ResourceGroup has a SequenceNumber.
 */
import { rp14PrimaryResourcesMustBeSequenced } from '../v14/rp14-primary-resources-must-be-sequenced.js';
import { sameCheck } from './same-check.js';

export const rp13PrimaryResourcesMustBeSequenced = sameCheck(rp14PrimaryResourcesMustBeSequenced, {
  id: 'rp13-primary-resources-must-be-sequenced',
  pattern: 'MultiProfile_PrimaryResourcesMustBeSequenced',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1699-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1079-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2108-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1006-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1554-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1624-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1843-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1381-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1482-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1303-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1974-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2040-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1774-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1153-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1229-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1912-1', clause: '3.3.1(2)+3.3.1(3)+3.3.1(5)', role: 'Fatal Error' }],
  },
});
