/**
 * DDEX's `MultiProfile_ResourceGroupContentItemsMustBeSequenced` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-resource-group-content-items-must-be-sequenced`
 * (../v14/rp14-resource-group-content-items-must-be-sequenced.ts), same context and test, with each 1.3 profile's
 * rule number, clause and role in `ddex`. It checks: the main release's content items of primary resources have a
 * SequenceNumber.
 */
import { rp14ResourceGroupContentItemsMustBeSequenced } from '../v14/rp14-resource-group-content-items-must-be-sequenced.js';
import { sameCheck } from './same-check.js';

export const rp13ResourceGroupContentItemsMustBeSequenced = sameCheck(rp14ResourceGroupContentItemsMustBeSequenced, {
  id: 'rp13-resource-group-content-items-must-be-sequenced',
  pattern: 'MultiProfile_ResourceGroupContentItemsMustBeSequenced',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1702-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1082-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2111-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1009-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1557-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1627-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1846-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1384-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1485-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1306-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1977-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2043-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1777-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1156-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1232-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1915-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
  },
});
