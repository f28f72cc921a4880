/**
 * DDEX's `MultiProfile_UserDefinedLabelNameType` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-user-defined-label-name-type` (../v14/rp14-user-defined-label-name-type.ts), same context and test, with each
 * 1.3 profile's rule number, clause and role in `ddex`. It checks: a LabelName with a UserDefinedValue has
 * LabelNameType="UserDefined" and a Namespace.
 */
import { rp14UserDefinedLabelNameType } from '../v14/rp14-user-defined-label-name-type.js';
import { sameCheck } from './same-check.js';

export const rp13UserDefinedLabelNameType = sameCheck(rp14UserDefinedLabelNameType, {
  id: 'rp13-user-defined-label-name-type',
  pattern: 'MultiProfile_UserDefinedLabelNameType',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1714-1', clause: '4.3(6b)', role: 'Error' }, { rule: '1714-2', clause: '4.3(6b)', role: 'Error' }],
    AudioAlbumMusicOnly: [{ rule: '1094-1', clause: '4.3(6b)', role: 'Error' }, { rule: '1094-2', clause: '4.3(6b)', role: 'Error' }],
    AudioBook: [{ rule: '2123-1', clause: '4.3(6b)', role: 'Error' }, { rule: '2123-2', clause: '4.3(6b)', role: 'Error' }],
    AudioSingle: [{ rule: '1021-1', clause: '4.3(6b)', role: 'Error' }, { rule: '1021-2', clause: '4.3(6b)', role: 'Error' }],
    DigitalBoxedSet: [{ rule: '1569-1', clause: '4.3(6b)', role: 'Error' }, { rule: '1569-2', clause: '4.3(6b)', role: 'Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1639-1', clause: '4.3(6b)', role: 'Error' }, { rule: '1639-2', clause: '4.3(6b)', role: 'Error' }],
    FilmBundle: [{ rule: '1858-1', clause: '4.3(6b)', role: 'Error' }, { rule: '1858-2', clause: '4.3(6b)', role: 'Error' }],
    LongformVideo: [{ rule: '1396-1', clause: '4.3(6b)', role: 'Error' }, { rule: '1396-2', clause: '4.3(6b)', role: 'Error' }],
    MixedMediaBundle: [{ rule: '1497-1', clause: '4.3(6b)', role: 'Error' }, { rule: '1497-2', clause: '4.3(6b)', role: 'Error' }],
    Ringtone: [{ rule: '1318-1', clause: '4.3(6b)', role: 'Error' }, { rule: '1318-2', clause: '4.3(6b)', role: 'Error' }],
    SimpleVideoSingle: [{ rule: '1989-1', clause: '4.3(6b)', role: 'Error' }, { rule: '1989-2', clause: '4.3(6b)', role: 'Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2055-1', clause: '4.3(6b)', role: 'Error' }, { rule: '2055-2', clause: '4.3(6b)', role: 'Error' }],
    TVSeries: [{ rule: '1789-1', clause: '4.3(6b)', role: 'Error' }, { rule: '1789-2', clause: '4.3(6b)', role: 'Error' }],
    VideoAlbum: [{ rule: '1168-1', clause: '4.3(6b)', role: 'Error' }, { rule: '1168-2', clause: '4.3(6b)', role: 'Error' }],
    VideoSingle: [{ rule: '1244-1', clause: '4.3(6b)', role: 'Error' }, { rule: '1244-2', clause: '4.3(6b)', role: 'Error' }],
    Wallpaper: [{ rule: '1927-1', clause: '4.3(6b)', role: 'Error' }, { rule: '1927-2', clause: '4.3(6b)', role: 'Error' }],
  },
});
