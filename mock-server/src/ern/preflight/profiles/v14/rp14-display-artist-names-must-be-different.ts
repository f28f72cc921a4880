/**
 * DDEX `MultiProfile_DisplayArtistNamesMustBeDifferent` (Release Profile 1.4, clause 4.3(16a), Error; each profile's
 * rule number in `ddex`): reports a Release whose `ReleaseDetailsByTerritory/DisplayArtistName` equals a
 * `DisplayArtistName` below its `ReleaseResourceReferenceList`. In ERN 3.8.x a ReleaseResourceReferenceList holds
 * only references, so no valid message fails it; the kept tree has a DisplayArtistName there only if a message puts
 * one there.
 */
import type { ProfileRule } from '../types.js';
import { indexOf, isInside } from '../../tree-index.js';
import { kids, releases } from './ern3-places.js';

export const rp14DisplayArtistNamesMustBeDifferent: ProfileRule = {
  id: 'rp14-display-artist-names-must-be-different',
  standard: '1.4',
  pattern: 'MultiProfile_DisplayArtistNamesMustBeDifferent',
  ddex: {
    AudioAlbum: [{ rule: '1762-1', clause: '4.3(16a)', role: 'Error' }],
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
  },
  code: 'NewReleaseMessageInvalid',
  title: 'A Release\'s DisplayArtistName differs from those of its resources',
  fix: 'Give the resources their own DisplayArtistName only where it differs from the release\'s.',
  check(input) {
    // DisplayArtistNames below a ReleaseResourceReferenceList are few (none in a valid message): find them first.
    const listed = indexOf(input).named('DisplayArtistName').filter((name) => {
      let at = name.parent;
      while (at !== null && at.name !== 'ReleaseResourceReferenceList') at = at.parent;
      return at !== null;
    });
    if (listed.length === 0) return [];
    return releases(input.tree).flatMap((release) => {
      const own = new Set(kids(release, 'ReleaseDetailsByTerritory').flatMap((details) => kids(details, 'DisplayArtistName')).map((name) => name.text));
      const repeated = kids(release, 'ReleaseResourceReferenceList')
        .flatMap((list) => listed.filter((name) => isInside(name, list)))
        .find((name) => own.has(name.text));
      return repeated === undefined
        ? []
        : [{
            message: `The DisplayArtistName "${repeated.text}" of the Release's ReleaseResourceReferenceList repeats the Release's own: leave it out.`,
            at: repeated,
          }];
    });
  },
};
