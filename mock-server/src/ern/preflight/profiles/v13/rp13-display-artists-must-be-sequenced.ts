/**
 * DDEX's `MultiProfile_DisplayArtistsMustBeSequenced` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-display-artists-must-be-sequenced` (../v14/rp14-display-artists-must-be-sequenced.ts), same context and test,
 * with each 1.3 profile's rule number, clause and role in `ddex`. It checks: every DisplayArtist of a Release has a
 * SequenceNumber attribute.
 */
import { rp14DisplayArtistsMustBeSequenced } from '../v14/rp14-display-artists-must-be-sequenced.js';
import { sameCheck } from './same-check.js';

export const rp13DisplayArtistsMustBeSequenced = sameCheck(rp14DisplayArtistsMustBeSequenced, {
  id: 'rp13-display-artists-must-be-sequenced',
  pattern: 'MultiProfile_DisplayArtistsMustBeSequenced',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1743-1', clause: '4.3(34)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1123-1', clause: '4.3(34)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2152-1', clause: '4.3(34)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1050-1', clause: '4.3(34)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1598-1', clause: '4.3(34)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1668-1', clause: '4.3(34)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1887-1', clause: '4.3(34)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1425-1', clause: '4.3(34)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1526-1', clause: '4.3(34)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1347-1', clause: '4.3(34)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2018-1', clause: '4.3(34)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2084-1', clause: '4.3(34)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1818-1', clause: '4.3(34)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1197-1', clause: '4.3(34)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1273-1', clause: '4.3(34)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1956-1', clause: '4.3(34)', role: 'Fatal Error' }],
  },
});
