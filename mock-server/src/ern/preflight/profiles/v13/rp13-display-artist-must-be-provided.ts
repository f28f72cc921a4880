/**
 * DDEX's `MultiProfile_DisplayArtistMustBeProvided` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-display-artist-must-be-provided` (../v14/rp14-display-artist-must-be-provided.ts), same context and test,
 * with each 1.3 profile's rule number, clause and role in `ddex`. It checks: every Release has a DisplayArtist in a
 * ReleaseDetailsByTerritory.
 */
import { rp14DisplayArtistMustBeProvided } from '../v14/rp14-display-artist-must-be-provided.js';
import { sameCheck } from './same-check.js';

export const rp13DisplayArtistMustBeProvided = sameCheck(rp14DisplayArtistMustBeProvided, {
  id: 'rp13-display-artist-must-be-provided',
  pattern: 'MultiProfile_DisplayArtistMustBeProvided',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1761-1', clause: '4.3(12c)+4.3(15b)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1139-1', clause: '4.3(12c)+4.3(15b)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2167-1', clause: '4.3(12c)+4.3(15b)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1065-1', clause: '4.3(12c)+4.3(15b)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1612-1', clause: '4.3(12c)+4.3(15b)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1897-1', clause: '4.3(12c)+4.3(15b)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1440-1', clause: '4.3(12c)+4.3(15b)', role: 'Fatal Error' }],
    MidiRingtone: [{ rule: '1367-1', clause: '4.3(12c)+4.3(15b)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1541-1', clause: '4.3(12c)+4.3(15b)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1358-1', clause: '4.3(12c)+4.3(15b)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2028-1', clause: '4.3(12c)+4.3(15b)', role: 'Fatal Error' }],
    SingleResourceRelease: [{ rule: '1469-1', clause: '4.3(12c)+4.3(15b)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2095-1', clause: '4.3(12c)+4.3(15b)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1828-1', clause: '4.3(12c)+4.3(15b)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1216-1', clause: '4.3(12c)+4.3(15b)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1288-1', clause: '4.3(12c)+4.3(15b)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1963-1', clause: '4.3(12c)+4.3(15b)', role: 'Fatal Error' }],
  },
});
