/**
 * Where ERN 4.2 and 4.3 put the display and preview dates that ERN 4.1 gives in a deal's DealTerms
 * (ReleaseDisplayStartDate(Time), TrackListingPreviewStartDate(Time), CoverArtPreviewStartDate(Time),
 * ClipPreviewStartDate(Time)): in the DealList's ReleaseVisibility and TrackReleaseVisibility, which a Release or
 * TrackRelease names by ReleaseVisibilityReference, and which apply to a deal through the releases its ReleaseDeal
 * names (DealReleaseReference). Read by the 2.1 rules MultiProfile_DateShouldBeBeforeDealStartDate(Time), whose one
 * check is datesAfterDealStart.
 */
import type { ErnElement } from '../../../release/tree.js';
import { indexOf, type TreeIndex } from '../../tree-index.js';
import type { ProfileRuleFinding, ProfileRuleInput } from '../types.js';
import { childTexts, isLaterVersion, rootList } from './ern4-places.js';

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

/** Per 4.1 assertion, the latest date (by its first 10 characters without hyphens, as the rules compare) and where. */
type Latest = Map<number, VisibilityDate>;

/** XPath's translate(substring(x, 1, 10), '-', ''), the key the rules compare with a deal's start. */
function dateKey(date: ErnElement): string {
  return date.text.slice(0, 10).replaceAll('-', '');
}

/** Puts into `into` each assertion's date of `from` that is later than the one it has (the first kept on a tie). */
function merge(into: Latest, from: Latest | undefined, release?: string): void {
  if (from === undefined) return;
  for (const [assertion, found] of from) {
    const old = into.get(assertion);
    if (old === undefined || dateKey(found.date) > dateKey(old.date)) {
      into.set(assertion, release === undefined ? found : { ...found, release });
    }
  }
}

/**
 * The visibility dates that apply to a ReleaseDeal: per 4.1 assertion, the latest date of the releases its
 * DealReleaseReferences name, since a deal fails an assertion when any of them is after its start. A function of the
 * ReleaseDeal, built once per message (null when the message has no visibility at all); every step is linear in the
 * message: each visibility reference, release reference and ReleaseDeal is summarised once, over its distinct
 * references, however often a reference repeats.
 */
function visibilityDatesOf(index: TreeIndex): ((releaseDeal: ErnElement) => VisibilityDate[]) | null {
  /** Per VisibilityReference, the latest date per assertion over its (distinct) visibilities. */
  const byVisibility = new Map<string, Latest>();
  for (const name of ['ReleaseVisibility', 'TrackReleaseVisibility']) {
    for (const visibility of index.named(name)) {
      const own: Latest = new Map<number, VisibilityDate>();
      for (const date of visibility.children) {
        const assertion = VISIBILITY_DATES.get(date.name);
        const old = assertion === undefined ? undefined : own.get(assertion);
        if (assertion !== undefined && (old === undefined || dateKey(date) > dateKey(old.date))) own.set(assertion, { date, assertion, release: '' });
      }
      for (const reference of new Set(childTexts(visibility, 'VisibilityReference'))) {
        let latest = byVisibility.get(reference);
        if (latest === undefined) byVisibility.set(reference, latest = new Map<number, VisibilityDate>());
        merge(latest, own);
      }
    }
  }
  if (byVisibility.size === 0) return null;
  /** Per ReleaseReference, the latest date per assertion over the distinct visibilities its releases name. */
  const byRelease = new Map<string, Latest>();
  for (const name of ['Release', 'TrackRelease']) {
    for (const release of index.named(name)) {
      const own: Latest = new Map<number, VisibilityDate>();
      for (const reference of new Set(childTexts(release, 'ReleaseVisibilityReference'))) merge(own, byVisibility.get(reference));
      if (own.size === 0) continue;
      for (const reference of new Set(childTexts(release, 'ReleaseReference'))) {
        let latest = byRelease.get(reference);
        if (latest === undefined) byRelease.set(reference, latest = new Map<number, VisibilityDate>());
        merge(latest, own);
      }
    }
  }
  const byReleaseDeal = new Map<ErnElement, VisibilityDate[]>();
  return (releaseDeal) => {
    let found = byReleaseDeal.get(releaseDeal);
    if (found === undefined) {
      const latest: Latest = new Map<number, VisibilityDate>();
      for (const named of new Set(childTexts(releaseDeal, 'DealReleaseReference'))) merge(latest, byRelease.get(named), named);
      found = [...latest.values()].sort((a, b) => a.assertion - b.assertion);
      byReleaseDeal.set(releaseDeal, found);
    }
    return found;
  };
}

/** The dates DDEX compares, in its assertions' order: the first four whole, the DateTime forms by their first 10 characters. */
const DATES = [
  'ReleaseDisplayStartDate', 'TrackListingPreviewStartDate', 'CoverArtPreviewStartDate', 'ClipPreviewStartDate',
  'ReleaseDisplayStartDateTime', 'TrackListingPreviewStartDateTime', 'CoverArtPreviewStartDateTime', 'ClipPreviewStartDateTime',
] as const;

/** XPath's translate(x, '-', ''). */
function digits(text: string): string {
  return text.replaceAll('-', '');
}

/**
 * The check of MultiProfile_DateShouldBeBeforeDealStartDate and …DateTime, which differ only in the ValidityPeriod
 * element they compare with (`start`): each DealTerms' display and preview dates (4.1) and, in 4.2/4.3, the visibility
 * dates of the releases its ReleaseDeal names, one finding per DealTerms and assertion.
 */
export function datesAfterDealStart(input: ProfileRuleInput, start: 'StartDate' | 'StartDateTime'): ProfileRuleFinding[] {
  const findings: ProfileRuleFinding[] = [];
  const visibilityDates = isLaterVersion(input.tree) ? visibilityDatesOf(indexOf(input)) : null;
  const dealTerms = rootList(input.tree, 'DealList').flatMap((list) => list.children.filter((child) => child.name === 'ReleaseDeal'))
    .flatMap((releaseDeal) => releaseDeal.children.filter((child) => child.name === 'Deal'))
    .flatMap((deal) => deal.children.filter((child) => child.name === 'DealTerms'));
  for (const terms of dealTerms) {
    const startOf = terms.children.filter((child) => child.name === 'ValidityPeriod')
      .flatMap((period) => period.children.filter((child) => child.name === start))[0];
    if (startOf === undefined) continue;
    const limit = digits(startOf.text.slice(0, 10));
    DATES.forEach((name, assertion) => {
      const date = terms.children.find((child) => child.name === name);
      if (date === undefined) return;
      const value = digits(assertion < 4 ? date.text : date.text.slice(0, 10));
      if (value > limit) {
        findings.push({
          at: terms,
          assertion,
          message: `${name} "${date.text}" is after the deal's ${start} "${startOf.text}". Make it no later than the deal's start.`,
        });
      }
    });
    const releaseDeal = terms.parent?.parent;
    if (visibilityDates === null || releaseDeal === null || releaseDeal === undefined) continue;
    const reported = new Set<number>();
    for (const { date, assertion, release } of visibilityDates(releaseDeal)) {
      if (reported.has(assertion) || digits(date.text.slice(0, 10)) <= limit) continue;
      reported.add(assertion);
      findings.push({
        at: terms,
        assertion,
        message: `${date.parent?.name ?? ''}/${date.name} "${date.text}" of release ${release} is after the deal's ${start} "${startOf.text}". `
          + 'Make it no later than the start of the deal.',
      });
    }
  }
  return findings;
}
