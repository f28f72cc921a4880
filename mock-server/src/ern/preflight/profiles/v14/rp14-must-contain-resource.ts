/**
 * DDEX `MultiProfile_MustContainResource` (Release Profile 1.4, clause 4.3(3), Fatal Error; each profile's rule
 * number in `ddex`): the ResourceList has at least one child (`count(*) > 0`).
 */
import { resourceListRule } from './resource-list-holds.js';

export const rp14MustContainResource = resourceListRule({
  id: 'rp14-must-contain-resource',
  pattern: 'MultiProfile_MustContainResource',
  ddex: {
    AudioAlbum: [{ rule: '1706-1', clause: '4.3(3)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1086-1', clause: '4.3(3)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2115-1', clause: '4.3(3)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1013-1', clause: '4.3(3)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1561-1', clause: '4.3(3)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1631-1', clause: '4.3(3)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1850-1', clause: '4.3(3)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1388-1', clause: '4.3(3)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1489-1', clause: '4.3(3)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1310-1', clause: '4.3(3)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1981-1', clause: '4.3(3)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2047-1', clause: '4.3(3)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1781-1', clause: '4.3(3)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1160-1', clause: '4.3(3)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1236-1', clause: '4.3(3)', role: 'Fatal Error' }],
  },
  title: 'The ResourceList holds at least one resource',
  fix: 'Put the release\'s resources (SoundRecording, Video, Image, …) in the ResourceList.',
  holds: (list) => list.children.length > 0,
  missing: () => 'The ResourceList is empty: add the release\'s resources (SoundRecording, Video, Image, …).',
});
