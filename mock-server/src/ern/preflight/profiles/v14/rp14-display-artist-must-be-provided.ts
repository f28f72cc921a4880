/**
 * DDEX `MultiProfile_DisplayArtistMustBeProvided` (Release Profile 1.4, Fatal Error; each profile's rule number and
 * clause in `ddex`): every `*:NewReleaseMessage/ReleaseList/Release` has a `ReleaseDetailsByTerritory/DisplayArtist`
 * (a DisplayArtistName alone does not count).
 */
import type { ProfileRule } from '../types.js';
import { has, kids, releases } from './ern3-places.js';

export const rp14DisplayArtistMustBeProvided: ProfileRule = {
  id: 'rp14-display-artist-must-be-provided',
  standard: '1.4',
  pattern: 'MultiProfile_DisplayArtistMustBeProvided',
  ddex: {
    AudioAlbum: [{ rule: '1761-1', clause: '4.3(12c)+4.3(15b)', role: 'Fatal Error' }],
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
  },
  code: 'PrimaryArtistNameMissing',
  title: 'Every Release has a DisplayArtist in a ReleaseDetailsByTerritory',
  fix: 'Add a DisplayArtist (PartyName/FullName and ArtistRole) to the Release\'s ReleaseDetailsByTerritory.',
  check({ tree }) {
    return releases(tree)
      .filter((release) => !kids(release, 'ReleaseDetailsByTerritory').some((details) => has(details, 'DisplayArtist')))
      .map((release) => ({
        message: 'The Release has no DisplayArtist in its ReleaseDetailsByTerritory: add one (PartyName/FullName and ArtistRole); a DisplayArtistName alone is not enough.',
        at: release,
      }));
  },
};
