/**
 * DDEX's `MultiProfile_SecondaryResourcesMustNotBeSequenced` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-secondary-resources-must-not-be-sequenced` (../v14/rp14-secondary-resources-must-not-be-sequenced.ts), same
 * context and test, with each 1.3 profile's rule number, clause and role in `ddex`. It checks: the content item of a
 * secondary resource (a cover) has no SequenceNumber.
 */
import { rp14SecondaryResourcesMustNotBeSequenced } from '../v14/rp14-secondary-resources-must-not-be-sequenced.js';
import { sameCheck } from './same-check.js';

export const rp13SecondaryResourcesMustNotBeSequenced = sameCheck(rp14SecondaryResourcesMustNotBeSequenced, {
  id: 'rp13-secondary-resources-must-not-be-sequenced',
  pattern: 'MultiProfile_SecondaryResourcesMustNotBeSequenced',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1703-1', clause: '3.3.1(4)', role: 'Error' }],
    AudioAlbumMusicOnly: [{ rule: '1083-1', clause: '3.3.1(4)', role: 'Error' }],
    AudioBook: [{ rule: '2112-1', clause: '3.3.1(4)', role: 'Error' }],
    AudioSingle: [{ rule: '1010-1', clause: '3.3.1(4)', role: 'Error' }],
    DigitalBoxedSet: [{ rule: '1558-1', clause: '3.3.1(4)', role: 'Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1628-1', clause: '3.3.1(4)', role: 'Error' }],
    FilmBundle: [{ rule: '1847-1', clause: '3.3.1(4)', role: 'Error' }],
    LongformVideo: [{ rule: '1385-1', clause: '3.3.1(4)', role: 'Error' }],
    MixedMediaBundle: [{ rule: '1486-1', clause: '3.3.1(4)', role: 'Error' }],
    Ringtone: [{ rule: '1307-1', clause: '3.3.1(4)', role: 'Error' }],
    SimpleVideoSingle: [{ rule: '1978-1', clause: '3.3.1(4)', role: 'Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2044-1', clause: '3.3.1(4)', role: 'Error' }],
    TVSeries: [{ rule: '1778-1', clause: '3.3.1(4)', role: 'Error' }],
    VideoAlbum: [{ rule: '1157-1', clause: '3.3.1(4)', role: 'Error' }],
    VideoSingle: [{ rule: '1233-1', clause: '3.3.1(4)', role: 'Error' }],
    Wallpaper: [{ rule: '1916-1', clause: '3.3.1(4)', role: 'Error' }],
  },
});
