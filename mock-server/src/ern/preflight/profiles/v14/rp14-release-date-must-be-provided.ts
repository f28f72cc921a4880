/**
 * DDEX `MultiProfile_ReleaseDateMustBeProvided` (Release Profile 1.4, clause 4.3(9), Conditional Error; each
 * profile's rule number in `ddex`): every `*:NewReleaseMessage/ReleaseList/Release` has a
 * `ReleaseDetailsByTerritory/ReleaseDate` or a `GlobalReleaseDate` (present, whatever its text).
 */
import type { ProfileRule } from '../types.js';
import { has, kids, releases } from './ern3-places.js';

export const rp14ReleaseDateMustBeProvided: ProfileRule = {
  id: 'rp14-release-date-must-be-provided',
  standard: '1.4',
  pattern: 'MultiProfile_ReleaseDateMustBeProvided',
  ddex: {
    AudioAlbum: [{ rule: '1717-1', clause: '4.3(9)', role: 'Conditional Error' }],
    AudioAlbumMusicOnly: [{ rule: '1097-1', clause: '4.3(9)', role: 'Conditional Error' }],
    AudioBook: [{ rule: '2126-1', clause: '4.3(9)', role: 'Conditional Error' }],
    AudioSingle: [{ rule: '1024-1', clause: '4.3(9)', role: 'Conditional Error' }],
    DigitalBoxedSet: [{ rule: '1572-1', clause: '4.3(9)', role: 'Conditional Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1642-1', clause: '4.3(9)', role: 'Conditional Error' }],
    FilmBundle: [{ rule: '1861-1', clause: '4.3(9)', role: 'Conditional Error' }],
    LongformVideo: [{ rule: '1399-1', clause: '4.3(9)', role: 'Conditional Error' }],
    MixedMediaBundle: [{ rule: '1500-1', clause: '4.3(9)', role: 'Conditional Error' }],
    Ringtone: [{ rule: '1321-1', clause: '4.3(9)', role: 'Conditional Error' }],
    SimpleVideoSingle: [{ rule: '1992-1', clause: '4.3(9)', role: 'Conditional Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2058-1', clause: '4.3(9)', role: 'Conditional Error' }],
    TVSeries: [{ rule: '1792-1', clause: '4.3(9)', role: 'Conditional Error' }],
    VideoAlbum: [{ rule: '1171-1', clause: '4.3(9)', role: 'Conditional Error' }],
    VideoSingle: [{ rule: '1247-1', clause: '4.3(9)', role: 'Conditional Error' }],
  },
  code: 'MetadataMissing',
  title: 'Every Release has a ReleaseDate (in a ReleaseDetailsByTerritory) or a GlobalReleaseDate',
  fix: 'Add the release date: a ReleaseDate in the Release\'s ReleaseDetailsByTerritory, or a GlobalReleaseDate.',
  check({ tree }) {
    return releases(tree)
      .filter((release) => !has(release, 'GlobalReleaseDate') && !kids(release, 'ReleaseDetailsByTerritory').some((details) => has(details, 'ReleaseDate')))
      .map((release) => ({
        message: 'The Release has neither a ReleaseDetailsByTerritory/ReleaseDate nor a GlobalReleaseDate: add the date it is (or was) first released.',
        at: release,
      }));
  },
};
