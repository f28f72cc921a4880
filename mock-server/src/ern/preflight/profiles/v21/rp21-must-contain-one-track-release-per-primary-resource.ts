/**
 * DDEX `MultiProfile_MustContainOneTrackReleasePerPrimaryResource` (Release Profile 2.1, 5.1.1(b) Fatal Error).
 * For each primary SoundRecording or Video, exactly one `TrackRelease` (anywhere) must name it in a
 * `ReleaseResourceReference`.
 *
 * Rule numbers: Audio 1045-1, MixedMedia 1167-1, Video 1105-1, ReleaseProfileTrackReleaseRules 1538-1.
 * ERN 4.2/4.3: same elements.
 */
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
    // How many TrackReleases name each reference (a TrackRelease naming it twice counts once).
    const named = new Map<string, number>();
    for (const release of indexOf(input).named('TrackRelease')) {
      for (const reference of new Set(childTexts(release, 'ReleaseResourceReference'))) named.set(reference, (named.get(reference) ?? 0) + 1);
    }
    return primaryResources(input.tree).flatMap((resource) => {
      const references = childTexts(resource, 'ResourceReference');
      // A resource with several ResourceReferences (invalid) is counted by DDEX per TrackRelease naming any of them.
      const count = references.length === 1
        ? named.get(references[0]!) ?? 0
        : indexOf(input).named('TrackRelease')
          .filter((release) => childTexts(release, 'ReleaseResourceReference').some((reference) => references.includes(reference))).length;
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
