/**
 * Where ERN 4.2 and 4.3 put the display and preview dates that ERN 4.1 gives in a deal's DealTerms
 * (ReleaseDisplayStartDate(Time), TrackListingPreviewStartDate(Time), CoverArtPreviewStartDate(Time),
 * ClipPreviewStartDate(Time)): in the DealList's ReleaseVisibility and TrackReleaseVisibility, which a Release or
 * TrackRelease names by ReleaseVisibilityReference, and which apply to a deal through the releases its ReleaseDeal
 * names (DealReleaseReference). Read by the 2.1 rules MultiProfile_DateShouldBeBeforeDealStartDate(Time).
 */
import type { ErnElement } from '../../../release/tree.js';
import type { TreeIndex } from '../../tree-index.js';
import { childTexts } from './ern4-places.js';

/**
 * Each visibility date, by name, with the index of DDEX's 4.1 assertion (in the rule's `ddex` list) it answers: the
 * DateTime forms are 4.1's assertions 5-8; 4.2's FullTrackListingPreviewStartDateTime is the release's track-listing
 * preview, 4.1's TrackListingPreviewStartDate(Time).
 */
const VISIBILITY_DATES: ReadonlyMap<string, number> = new Map([
  ['ReleaseDisplayStartDateTime', 4],
  ['TrackListingPreviewStartDateTime', 5],
  ['FullTrackListingPreviewStartDateTime', 5],
  ['CoverArtPreviewStartDateTime', 6],
  ['ClipPreviewStartDateTime', 7],
]);

/** A visibility date that applies to a ReleaseDeal, and the 4.1 assertion it answers. */
export interface VisibilityDate {
  date: ErnElement;
  assertion: number;
  /** The release whose ReleaseVisibilityReference leads to it. */
  release: string;
}

/**
 * The visibility dates of the releases that a ReleaseDeal names, in the order of its DealReleaseReferences: a
 * function of the ReleaseDeal, built once per message (null when the message has no visibility at all).
 */
export function visibilityDatesOf(index: TreeIndex): ((releaseDeal: ErnElement) => VisibilityDate[]) | null {
  const visibilities = new Map<string, ErnElement[]>();
  for (const visibility of [...index.named('ReleaseVisibility'), ...index.named('TrackReleaseVisibility')]) {
    for (const reference of childTexts(visibility, 'VisibilityReference')) {
      const list = visibilities.get(reference);
      if (list === undefined) visibilities.set(reference, [visibility]);
      else list.push(visibility);
    }
  }
  if (visibilities.size === 0) return null;
  const shown = new Map<string, string[]>();
  for (const release of [...index.named('Release'), ...index.named('TrackRelease')]) {
    const references = childTexts(release, 'ReleaseVisibilityReference');
    for (const reference of childTexts(release, 'ReleaseReference')) shown.set(reference, [...(shown.get(reference) ?? []), ...references]);
  }
  return (releaseDeal) => {
    const found: VisibilityDate[] = [];
    for (const named of childTexts(releaseDeal, 'DealReleaseReference')) {
      for (const reference of shown.get(named) ?? []) {
        for (const visibility of visibilities.get(reference) ?? []) {
          for (const date of visibility.children) {
            const assertion = VISIBILITY_DATES.get(date.name);
            if (assertion !== undefined) found.push({ date, assertion, release: named });
          }
        }
      }
    }
    return found;
  };
}
