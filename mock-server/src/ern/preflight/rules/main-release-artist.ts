/**
 * `PrimaryArtistNameMissing`: a main release without a display artist, which stores cannot list under anyone.
 *
 * 4.x reads DisplayArtistName and DisplayArtist in the Release itself; 3.8.x in its ReleaseDetailsByTerritory. A
 * message in a 4.x namespace written in 3.8's structure has its artist where 4.x never looks: the finding says so,
 * and that the namespace or the structure is what to fix, rather than that the name is missing.
 */
import { isErn3, mainReleaseOf } from '../../release/main-release.js';
import type { ReleaseSummary } from '../../release/summary.js';
import { childOf, childrenOf, type ErnElement } from '../../release/tree.js';
import { ernNamespaceOf, type ErnVersion } from '../../version.js';
import type { PreflightRule } from '../types.js';

export const mainReleaseArtist: PreflightRule = {
  id: 'main-release-artist',
  code: 'PrimaryArtistNameMissing',
  severity: 'error',
  title: 'The main release has a display artist',
  source: 'ERN 4.3 Release DisplayArtistName / DisplayArtist; ERN 3.8.2 ReleaseDetailsByTerritory DisplayArtistName / DisplayArtist',
  fix: 'Name the release\'s primary artist: in ERN 4.x DisplayArtistName and a DisplayArtist whose ArtistPartyReference names a Party with '
    + 'a FullName; in 3.8.x DisplayArtistName and a DisplayArtist with PartyName/FullName and ArtistRole MainArtist, in the release\'s '
    + 'ReleaseDetailsByTerritory. A compilation names "Various Artists". A message in a 4.x namespace that puts the artist in a '
    + 'ReleaseDetailsByTerritory is written in 3.8\'s structure: declare the 3.8 namespace it was written for, or write it as 4.x.',
  check({ tree, release }) {
    const main = mainReleaseOf(tree);
    if (main === null || release === null) return [];
    if (release.displayArtist !== null) return [];
    const named = `The main release ${nameOf(release)}`;
    if (isErn3(tree)) {
      return [{
        at: main,
        message: `${named} has no display artist. Add DisplayArtistName and DisplayArtist (PartyName/FullName, ArtistRole MainArtist) `
          + 'to its ReleaseDetailsByTerritory.',
      }];
    }
    const misplaced = ern3ArtistOf(main);
    if (misplaced !== undefined) {
      return [{ at: misplaced, message: `${named} has no display artist where ERN ${tree.ernVersion} reads it. ${misplacedSentence(misplaced, tree.ernVersion)}` }];
    }
    return [{
      at: main,
      message: `${named} has no display artist. Add DisplayArtistName and a DisplayArtist with the ArtistPartyReference of a Party that has a FullName.`,
    }];
  },
};

/** `"Title"`; `R0 (no title)` or `(no title)` when it has none (main-release-title reports that). */
function nameOf(release: ReleaseSummary): string {
  if (release.title !== null) return `"${release.title}"`;
  return release.releaseReference === null ? '(no title)' : `${release.releaseReference} (no title)`;
}

/** A 3.8-style DisplayArtistName or DisplayArtist in the release's ReleaseDetailsByTerritory, if any. */
function ern3ArtistOf(release: ErnElement): ErnElement | undefined {
  for (const details of childrenOf(release, 'ReleaseDetailsByTerritory')) {
    const artist = childOf(details, 'DisplayArtistName') ?? childOf(details, 'DisplayArtist');
    if (artist !== undefined) return artist;
  }
  return undefined;
}

function misplacedSentence(artist: ErnElement, version: ErnVersion): string {
  const text = artist.text === '' ? '' : ` "${artist.text}"`;
  return `Its ${artist.name}${text} stands in ReleaseDetailsByTerritory, where ERN 3.8 puts it, but the message's namespace is `
    + `${ernNamespaceOf(version)} (ERN ${version}). If the message is ERN 3.8, declare its 3.8 namespace (http://ddex.net/xml/ern/382 for `
    + `3.8.2); if it is ERN ${version}, write it in ${version}'s structure: DisplayArtistName and a DisplayArtist with an ArtistPartyReference `
    + 'directly in the Release, without ReleaseDetailsByTerritory.';
}
