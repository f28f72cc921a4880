/**
 * `NoDealForTrackRelease`: a track release (ERN 4.x `TrackRelease`, ERN 3.8.x a `Release` whose `ReleaseType` is
 * `TrackRelease`) that no `ReleaseDeal` names cannot be offered on its own (a track sold or streamed singly).
 */
import { childOf, childrenOf, textAt } from '../../release/tree.js';
import { indexOf } from '../tree-index.js';
import type { PreflightRule, RuleFinding } from '../types.js';

export const trackReleaseWithoutDeal: PreflightRule = {
  id: 'track-release-without-deal',
  code: 'NoDealForTrackRelease',
  severity: 'warning',
  title: 'Every track release is named by a ReleaseDeal',
  source: 'DDEX ERN 4.3 allowed value set ErncFileStatus, NoDealForTrackRelease',
  fix: 'A track release that no deal names cannot be sold or streamed as a single track. Add its ReleaseReference as a '
    + 'DealReleaseReference of a ReleaseDeal (usually the same ReleaseDeal as the album\'s, when the tracks are offered '
    + 'on the same terms), or leave the TrackRelease out when the tracks are not to be offered singly.',
  check(input) {
    const { tree } = input;
    const releaseList = childOf(tree.root, 'ReleaseList');
    if (releaseList === undefined) return [];
    // 4.x has TrackRelease elements, 3.8.x track releases by type: a message holds one kind or the other.
    const tracks = [
      ...childrenOf(releaseList, 'TrackRelease'),
      ...childrenOf(releaseList, 'Release').filter((release) => textAt(release, 'ReleaseType') === 'TrackRelease'),
    ];
    if (tracks.length === 0) return [];
    const dealList = childOf(tree.root, 'DealList');
    const named = indexOf(input).within(dealList, 'DealReleaseReference');
    // A message without any deal is no-release-deal's finding, once, not one more per track.
    if (named.length === 0) return [];
    const dealt = new Set(named.map((element) => element.text));
    const findings: RuleFinding[] = [];
    for (const track of tracks) {
      const reference = textAt(track, 'ReleaseReference');
      if (reference === null || dealt.has(reference)) continue;
      findings.push({
        message: `${track.name} "${reference}" is named by no ReleaseDeal (no DealReleaseReference "${reference}"), so it `
          + `cannot be offered as a single track. Add <DealReleaseReference>${reference}</DealReleaseReference> to the `
          + 'ReleaseDeal that should cover it, or leave the track release out.',
        at: childOf(track, 'ReleaseReference') ?? track,
      });
    }
    return findings;
  },
};
