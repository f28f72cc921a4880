/**
 * DDEX's `MultiProfile_ResourceGroupsMustBeSequenced` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-resource-groups-must-be-sequenced` (../v14/rp14-resource-groups-must-be-sequenced.ts), same context and test,
 * with each 1.3 profile's rule number, clause and role in `ddex`. It checks: the main release's nested ResourceGroups
 * have a SequenceNumber.
 */
import { rp14ResourceGroupsMustBeSequenced } from '../v14/rp14-resource-groups-must-be-sequenced.js';
import { sameCheck } from './same-check.js';

export const rp13ResourceGroupsMustBeSequenced = sameCheck(rp14ResourceGroupsMustBeSequenced, {
  id: 'rp13-resource-groups-must-be-sequenced',
  pattern: 'MultiProfile_ResourceGroupsMustBeSequenced',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1700-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1080-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2109-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1007-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1555-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1625-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1844-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1382-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1483-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1304-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1975-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2041-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1775-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1154-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1230-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1913-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
  },
});
