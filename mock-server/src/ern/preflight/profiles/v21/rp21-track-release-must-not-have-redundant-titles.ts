/**
 * DDEX `MultiProfile_TrackReleaseMustNotHaveRedundantTitles` (Release Profile 2.1, 5.6(4) Error).
 * Reported for a TrackRelease whose `DisplayTitle` (1), `DisplayTitleText` (2) or `AdditionalTitle` (3) equals one of
 * its resource's (any `ResourceList/*` its ReleaseResourceReference names). A title with child elements is compared
 * by its children's texts joined: DDEX's run joins the whitespace between them too, so an indented title may differ
 * there.
 *
 * Rule numbers: Audio 1049-1/1049-2/1049-3, MixedMedia 1171-1/1171-2/1171-3, Video 1109-1/1109-2/1109-3,
 * ReleaseProfileTrackReleaseRules 1542-1/1542-2/1542-3.
 * ERN 4.2/4.3: same elements.
 */
import type { ErnElement } from '../../../release/tree.js';
import { indexOf } from '../../tree-index.js';
import type { ProfileRule, ProfileRuleFinding } from '../types.js';
import { childTexts, releasesNamed, stringValue } from './ern4-places.js';

const TITLES = ['DisplayTitle', 'DisplayTitleText', 'AdditionalTitle'] as const;

export const rp21TrackReleaseMustNotHaveRedundantTitles: ProfileRule = {
  id: 'rp21-track-release-must-not-have-redundant-titles',
  standard: '2.1',
  pattern: 'MultiProfile_TrackReleaseMustNotHaveRedundantTitles',
  ddex: {
    Audio: [
      { rule: '1049-1', clause: '5.6(4)', role: 'Error' },
      { rule: '1049-2', clause: '5.6(4)', role: 'Error' },
      { rule: '1049-3', clause: '5.6(4)', role: 'Error' },
    ],
    MixedMedia: [
      { rule: '1171-1', clause: '5.6(4)', role: 'Error' },
      { rule: '1171-2', clause: '5.6(4)', role: 'Error' },
      { rule: '1171-3', clause: '5.6(4)', role: 'Error' },
    ],
    Video: [
      { rule: '1109-1', clause: '5.6(4)', role: 'Error' },
      { rule: '1109-2', clause: '5.6(4)', role: 'Error' },
      { rule: '1109-3', clause: '5.6(4)', role: 'Error' },
    ],
    ReleaseProfileTrackReleaseRules: [
      { rule: '1542-1', clause: '5.6(4)', role: 'Error' },
      { rule: '1542-2', clause: '5.6(4)', role: 'Error' },
      { rule: '1542-3', clause: '5.6(4)', role: 'Error' },
    ],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'A TrackRelease does not repeat its resource\'s DisplayTitle, DisplayTitleText or AdditionalTitle',
  fix: 'Leave out of the TrackRelease the titles its resource already carries.',
  laterVersions: 'same elements.',
  check(input) {
    const findings: ProfileRuleFinding[] = [];
    // Only a TrackRelease with a title of its own can repeat one.
    const trackReleases = releasesNamed(input.tree, 'TrackRelease')
      .filter((release) => release.children.some((child) => (TITLES as readonly string[]).includes(child.name)));
    if (trackReleases.length === 0) return findings;
    // `//ResourceList/*` by ResourceReference, built once.
    const byReference = new Map<string, ErnElement[]>();
    for (const resource of indexOf(input).named('ResourceList').flatMap((list) => list.children)) {
      for (const reference of childTexts(resource, 'ResourceReference')) byReference.set(reference, [...(byReference.get(reference) ?? []), resource]);
    }
    for (const release of trackReleases) {
      const resources = [...new Set(childTexts(release, 'ReleaseResourceReference').flatMap((reference) => byReference.get(reference) ?? []))];
      TITLES.forEach((title, assertion) => {
        const own = release.children.filter((child) => child.name === title).map(stringValue);
        if (own.length === 0) return;
        const theirs = new Set(resources.flatMap((resource) => resource.children.filter((child) => child.name === title).map(stringValue)));
        const repeated = own.find((value) => theirs.has(value));
        if (repeated !== undefined) {
          findings.push({ at: release, assertion, message: `The TrackRelease repeats its resource's ${title} "${repeated}". Leave it out of the TrackRelease.` });
        }
      });
    }
    return findings;
  },
};
