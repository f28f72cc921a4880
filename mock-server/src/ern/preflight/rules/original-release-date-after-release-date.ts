/**
 * `OriginalReleaseDateLaterThanReleaseDate`: a release cannot first have come out after it comes out. Dates are
 * compared within one scope, by the whole span each may stand for (date-range.ts: `2010` is not after
 * `2010-05-01`, `2011` is):
 * - 4.x: `ReleaseDate` with the `OriginalReleaseDate` of the same release and the same `ApplicableTerritoryCode`
 *   (none and `Worldwide` being one scope);
 * - 3.8.x: `GlobalReleaseDate` with `GlobalOriginalReleaseDate` of a release, and `ReleaseDate` with
 *   `OriginalReleaseDate` of each of its `ReleaseDetailsByTerritory`.
 */
import { childOf, childrenOf, type ErnElement } from '../../release/tree.js';
import { ernMajorOf } from '../../version.js';
import { certainlyBefore, dateRange } from '../date-range.js';
import type { PreflightRule, RuleFinding } from '../types.js';

export const originalReleaseDateAfterReleaseDate: PreflightRule = {
  id: 'original-release-date-after-release-date',
  code: 'OriginalReleaseDateLaterThanReleaseDate',
  severity: 'error',
  title: 'A release\'s OriginalReleaseDate is not after its ReleaseDate',
  source: 'DDEX ERN 4.3 allowed value set ErncFileStatus, OriginalReleaseDateLaterThanReleaseDate',
  fix: 'OriginalReleaseDate is when the release (e.g. the album on its first format) first came out; ReleaseDate is '
    + 'when it comes out in this form. The original cannot be later: the two are usually swapped, or the original '
    + 'date is a re-release\'s. Correct the dates, or leave OriginalReleaseDate out when it is not known.',
  check({ tree }) {
    const releaseList = childOf(tree.root, 'ReleaseList');
    if (releaseList === undefined) return [];
    const findings: RuleFinding[] = [];
    const releases = [...childrenOf(releaseList, 'Release'), ...childrenOf(releaseList, 'TrackRelease')];
    for (const release of releases) {
      if (ernMajorOf(tree.ernVersion) === 4) {
        findings.push(...compareByTerritory(release));
      } else {
        findings.push(...compare(childOf(release, 'GlobalReleaseDate'), childOf(release, 'GlobalOriginalReleaseDate')));
        for (const details of childrenOf(release, 'ReleaseDetailsByTerritory')) {
          findings.push(...compare(childOf(details, 'ReleaseDate'), childOf(details, 'OriginalReleaseDate')));
        }
      }
    }
    return findings;
  },
};

/** 4.x: each ReleaseDate with the OriginalReleaseDate of the same ApplicableTerritoryCode. */
function compareByTerritory(release: ErnElement): RuleFinding[] {
  const originals = new Map<string, ErnElement>();
  for (const original of childrenOf(release, 'OriginalReleaseDate')) {
    const scope = scopeOf(original);
    if (!originals.has(scope)) originals.set(scope, original);
  }
  return childrenOf(release, 'ReleaseDate').flatMap((date) => compare(date, originals.get(scopeOf(date))));
}

function scopeOf(date: ErnElement): string {
  return date.attributes.ApplicableTerritoryCode ?? 'Worldwide';
}

function compare(releaseDate: ErnElement | undefined, original: ErnElement | undefined): RuleFinding[] {
  if (releaseDate === undefined || original === undefined) return [];
  const released = dateRange(releaseDate.text);
  const first = dateRange(original.text);
  if (released === null || first === null || !certainlyBefore(released, first)) return [];
  const territory = releaseDate.attributes.ApplicableTerritoryCode;
  const scope = territory === undefined ? '' : ` (ApplicableTerritoryCode "${territory}")`;
  return [{
    message: `${original.name} "${original.text}" is after ${releaseDate.name} "${releaseDate.text}"${scope}: a release cannot `
      + `first have come out after it comes out. Swap or correct the dates, or leave ${original.name} out if it is not known.`,
    at: original,
  }];
}
