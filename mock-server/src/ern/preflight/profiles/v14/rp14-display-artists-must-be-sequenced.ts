/**
 * DDEX `MultiProfile_DisplayArtistsMustBeSequenced` (Release Profile 1.4, clause 4.3(34), Fatal Error; each profile's
 * rule number in `ddex`): every DisplayArtist of a Release's ReleaseDetailsByTerritory has a SequenceNumber
 * attribute.
 */
import type { ProfileRule } from '../types.js';
import { kids, releases } from './ern3-places.js';

export const rp14DisplayArtistsMustBeSequenced: ProfileRule = {
  id: 'rp14-display-artists-must-be-sequenced',
  standard: '1.4',
  pattern: 'MultiProfile_DisplayArtistsMustBeSequenced',
  ddex: {
    AudioAlbum: [{ rule: '1743-1', clause: '4.3(34)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1123-1', clause: '4.3(34)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2152-1', clause: '4.3(34)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1050-1', clause: '4.3(34)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1598-1', clause: '4.3(34)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1668-1', clause: '4.3(34)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1887-1', clause: '4.3(34)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1425-1', clause: '4.3(34)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1526-1', clause: '4.3(34)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1347-1', clause: '4.3(34)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2018-1', clause: '4.3(34)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2084-1', clause: '4.3(34)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1818-1', clause: '4.3(34)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1197-1', clause: '4.3(34)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1273-1', clause: '4.3(34)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'Every DisplayArtist of a Release has a SequenceNumber attribute',
  fix: 'Number the Release\'s DisplayArtists in the order they are shown: <DisplayArtist SequenceNumber="1">.',
  check({ tree }) {
    return releases(tree)
      .flatMap((release) => kids(release, 'ReleaseDetailsByTerritory'))
      .flatMap((details) => kids(details, 'DisplayArtist'))
      .filter((artist) => artist.attributes.SequenceNumber === undefined)
      .map((artist) => ({
        message: 'The Release\'s DisplayArtist has no SequenceNumber attribute: add SequenceNumber="1", "2", … in the order they are shown.',
        at: artist,
      }));
  },
};
