/**
 * DDEX `MultiProfile_MustContainOneTrackReleasePerPrimaryResource` (Release Profile 2.1, 5.1.1(b) Fatal Error).
 * For each primary SoundRecording or Video, exactly one `TrackRelease` (anywhere) must name it in a
 * `ReleaseResourceReference`.
 *
 * Rule numbers: Audio 1045-1, MixedMedia 1167-1, Video 1105-1, ReleaseProfileTrackReleaseRules 1538-1.
 * ERN 4.2/4.3: same elements.
 */
import type { ErnElement } from '../../../release/tree.js';
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { childTexts, primaryResources, referenceOf } from './ern4-places.js';

export const rp21MustContainOneTrackReleasePerPrimaryResource: ProfileRule = {
  id: 'rp21-must-contain-one-track-release-per-primary-resource',
  standard: '2.1',
  pattern: 'MultiProfile_MustContainOneTrackReleasePerPrimaryResource',
  ddex: {
    Audio: [{ rule: '1045-1', clause: '5.1.1(b)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1167-1', clause: '5.1.1(b)', role: 'Fatal Error' }],
    Video: [{ rule: '1105-1', clause: '5.1.1(b)', role: 'Fatal Error' }],
    ReleaseProfileTrackReleaseRules: [{ rule: '1538-1', clause: '5.1.1(b)', role: 'Fatal Error' }],
  },
  code: 'MetadataMissing',
  title: 'Every primary SoundRecording or Video has exactly one TrackRelease',
  fix: 'Give each primary resource one TrackRelease whose ReleaseResourceReference names it (and no second '
    + 'one).',
  laterVersions: 'same elements.',
  check(input) {
    // Which TrackReleases name each reference (a TrackRelease naming it twice counts once): built once, so the rule is
    // linear in the message.
    const named = new Map<string, ErnElement[]>();
    for (const release of indexOf(input).named('TrackRelease')) {
      for (const reference of new Set(childTexts(release, 'ReleaseResourceReference'))) {
        const list = named.get(reference);
        if (list === undefined) named.set(reference, [release]);
        else list.push(release);
      }
    }
    return primaryResources(input.tree).flatMap((resource) => {
      const references = new Set(childTexts(resource, 'ResourceReference'));
      // A resource with several ResourceReferences (invalid) is counted by DDEX per TrackRelease naming any of them.
      let count: number;
      if (references.size === 1) count = named.get([...references][0]!)?.length ?? 0;
      else {
        const releases = new Set<ErnElement>();
        for (const reference of references) for (const release of named.get(reference) ?? []) releases.add(release);
        count = releases.size;
      }
      return count === 1
        ? []
        : [{
            at: resource,
            message: `${resource.name} "${referenceOf(resource)}" has ${count} TrackReleases; it needs exactly one. `
              + (count === 0 ? 'Add a TrackRelease whose ReleaseResourceReference names it.' : 'Keep one TrackRelease for it.'),
          }];
    });
  },
};
