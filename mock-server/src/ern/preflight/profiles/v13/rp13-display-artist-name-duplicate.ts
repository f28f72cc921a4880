/**
 * DDEX's `MultiProfile_DisplayArtistNameDuplicate` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-display-artist-name-duplicate` (../v14/rp14-display-artist-name-duplicate.ts), same context and test, with
 * each 1.3 profile's rule number, clause and role in `ddex`. It checks: no DisplayArtistName in a resource's
 * DetailsByTerritory (DDEX: it would repeat the album's).
 */
import { rp14DisplayArtistNameDuplicate } from '../v14/rp14-display-artist-name-duplicate.js';
import { sameCheck } from './same-check.js';

export const rp13DisplayArtistNameDuplicate = sameCheck(rp14DisplayArtistNameDuplicate, {
  id: 'rp13-display-artist-name-duplicate',
  pattern: 'MultiProfile_DisplayArtistNameDuplicate',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1722-1', clause: '4.3(18)', role: 'Error' }],
    AudioAlbumMusicOnly: [{ rule: '1102-1', clause: '4.3(18)', role: 'Error' }],
    AudioBook: [{ rule: '2131-1', clause: '4.3(18)', role: 'Error' }],
    AudioSingle: [{ rule: '1029-1', clause: '4.3(18)', role: 'Error' }],
    DigitalBoxedSet: [{ rule: '1577-1', clause: '4.3(18)', role: 'Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1647-1', clause: '4.3(18)', role: 'Error' }],
    FilmBundle: [{ rule: '1866-1', clause: '4.3(18)', role: 'Error' }],
    LongformVideo: [{ rule: '1404-1', clause: '4.3(18)', role: 'Error' }],
    MixedMediaBundle: [{ rule: '1505-1', clause: '4.3(18)', role: 'Error' }],
    Ringtone: [{ rule: '1326-1', clause: '4.3(18)', role: 'Error' }],
    SimpleVideoSingle: [{ rule: '1997-1', clause: '4.3(18)', role: 'Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2063-1', clause: '4.3(18)', role: 'Error' }],
    TVSeries: [{ rule: '1797-1', clause: '4.3(18)', role: 'Error' }],
    VideoAlbum: [{ rule: '1176-1', clause: '4.3(18)', role: 'Error' }],
    VideoSingle: [{ rule: '1252-1', clause: '4.3(18)', role: 'Error' }],
    Wallpaper: [{ rule: '1935-1', clause: '4.3(18)', role: 'Error' }],
  },
});
