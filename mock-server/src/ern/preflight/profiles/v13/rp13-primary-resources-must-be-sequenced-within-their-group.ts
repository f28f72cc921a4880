/**
 * DDEX's `MultiProfile_PrimaryResourcesMustBeSequencedWithinTheirGroup` in Release Profile 1.3: the assertion of
 * 1.4's `rp14-primary-resources-must-be-sequenced-within-their-group`
 * (../v14/rp14-primary-resources-must-be-sequenced-within-their-group.ts), same context and test, with each 1.3
 * profile's rule number, clause and role in `ddex`. It checks: the primary resources of each track bundle are
 * numbered from 1.
 */
import { rp14PrimaryResourcesMustBeSequencedWithinTheirGroup } from '../v14/rp14-primary-resources-must-be-sequenced-within-their-group.js';
import { sameCheck } from './same-check.js';

export const rp13PrimaryResourcesMustBeSequencedWithinTheirGroup = sameCheck(rp14PrimaryResourcesMustBeSequencedWithinTheirGroup, {
  id: 'rp13-primary-resources-must-be-sequenced-within-their-group',
  pattern: 'MultiProfile_PrimaryResourcesMustBeSequencedWithinTheirGroup',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1701-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1081-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2110-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1008-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1556-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1626-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1845-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1383-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1484-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1305-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1976-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2042-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1776-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1155-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1231-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1914-1', clause: '3.3.1(3)', role: 'Fatal Error' }],
  },
});
