import { isErn3, mainReleaseOf } from '../../release/main-release.js';
import type { PreflightRule } from '../types.js';

/** A main release without a display artist: stores cannot list it under anyone. */
export const mainReleaseArtist: PreflightRule = {
  id: 'main-release-artist',
  code: 'PrimaryArtistNameMissing',
  severity: 'error',
  title: 'The main release has a display artist',
  source: 'ERN 4.3 Release DisplayArtistName / DisplayArtist; ERN 3.8.2 ReleaseDetailsByTerritory DisplayArtistName / DisplayArtist',
  fix: 'Name the release\'s primary artist: in ERN 4.x DisplayArtistName and a DisplayArtist whose ArtistPartyReference names a Party with '
    + 'a FullName; in 3.8.x DisplayArtistName and a DisplayArtist with PartyName/FullName and ArtistRole MainArtist, in the release\'s '
    + 'ReleaseDetailsByTerritory. A compilation names "Various Artists".',
  check({ tree, release }) {
    const main = mainReleaseOf(tree);
    if (main === null || release === null) return [];
    if (release.displayArtist !== null) return [];
    const where = isErn3(tree)
      ? 'DisplayArtistName and DisplayArtist (PartyName/FullName, ArtistRole MainArtist) to its ReleaseDetailsByTerritory'
      : 'DisplayArtistName and a DisplayArtist with the ArtistPartyReference of a Party that has a FullName';
    return [{
      at: main,
      message: `The main release "${release.title ?? release.releaseReference ?? ''}" has no display artist. Add ${where}.`,
    }];
  },
};
