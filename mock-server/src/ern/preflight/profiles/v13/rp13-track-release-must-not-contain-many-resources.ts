/**
 * DDEX's `MultiProfile_TrackReleaseMustNotContainManyResources` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-track-release-must-not-contain-many-resources`
 * (../v14/rp14-track-release-must-not-contain-many-resources.ts), same context and test, with each 1.3 profile's rule
 * number, clause and role in `ddex`. It checks: a TrackRelease names one resource.
 */
import { rp14TrackReleaseMustNotContainManyResources } from '../v14/rp14-track-release-must-not-contain-many-resources.js';
import { sameCheck } from './same-check.js';

export const rp13TrackReleaseMustNotContainManyResources = sameCheck(rp14TrackReleaseMustNotContainManyResources, {
  id: 'rp13-track-release-must-not-contain-many-resources',
  pattern: 'MultiProfile_TrackReleaseMustNotContainManyResources',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1757-1', clause: '3.1', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1138-1', clause: '3.1', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2166-1', clause: '3.1', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1064-1', clause: '3.1', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1609-1', clause: '3.1', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1678-1', clause: '3.1', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1435-1', clause: '3.1', role: 'Fatal Error' }],
    MidiRingtone: [{ rule: '1365-1', clause: '3.1', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1533-1', clause: '3.1', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1354-1', clause: '3.1', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1210-1', clause: '3.1', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1284-1', clause: '3.1', role: 'Fatal Error' }],
  },
});
