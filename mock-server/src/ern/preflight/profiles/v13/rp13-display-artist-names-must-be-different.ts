/**
 * DDEX's `MultiProfile_DisplayArtistNamesMustBeDifferent` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-display-artist-names-must-be-different` (../v14/rp14-display-artist-names-must-be-different.ts), same context
 * and test, with each 1.3 profile's rule number, clause and role in `ddex`. It checks: a Release's DisplayArtistName
 * differs from those of its resources.
 */
import { rp14DisplayArtistNamesMustBeDifferent } from '../v14/rp14-display-artist-names-must-be-different.js';
import { sameCheck } from './same-check.js';

export const rp13DisplayArtistNamesMustBeDifferent = sameCheck(rp14DisplayArtistNamesMustBeDifferent, {
  id: 'rp13-display-artist-names-must-be-different',
  pattern: 'MultiProfile_DisplayArtistNamesMustBeDifferent',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1762-1', clause: '4.3(16a)', role: 'Error' }],
    AudioAlbumMusicOnly: [{ rule: '1140-1', clause: '4.3(16a)', role: 'Error' }],
    AudioBook: [{ rule: '2168-1', clause: '4.3(16a)', role: 'Error' }],
    AudioSingle: [{ rule: '1066-1', clause: '4.3(16a)', role: 'Error' }],
    DigitalBoxedSet: [{ rule: '1613-1', clause: '4.3(16a)', role: 'Error' }],
    FilmBundle: [{ rule: '1898-1', clause: '4.3(16a)', role: 'Error' }],
    LongformVideo: [{ rule: '1441-1', clause: '4.3(16a)', role: 'Error' }],
    MidiRingtone: [{ rule: '1368-1', clause: '4.3(16a)', role: 'Error' }],
    MixedMediaBundle: [{ rule: '1542-1', clause: '4.3(16a)', role: 'Error' }],
    Ringtone: [{ rule: '1359-1', clause: '4.3(16a)', role: 'Error' }],
    SimpleVideoSingle: [{ rule: '2029-1', clause: '4.3(16a)', role: 'Error' }],
    SingleResourceRelease: [{ rule: '1470-1', clause: '4.3(16a)', role: 'Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2096-1', clause: '4.3(16a)', role: 'Error' }],
    TVSeries: [{ rule: '1829-1', clause: '4.3(16a)', role: 'Error' }],
    VideoAlbum: [{ rule: '1217-1', clause: '4.3(16a)', role: 'Error' }],
    VideoSingle: [{ rule: '1289-1', clause: '4.3(16a)', role: 'Error' }],
    Wallpaper: [{ rule: '1964-1', clause: '4.3(16a)', role: 'Error' }],
  },
});
