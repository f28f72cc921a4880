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
    const trackReleases = indexOf(input).named('TrackRelease').map((release) => childTexts(release, 'ReleaseResourceReference'));
    return primaryResources(input.tree).flatMap((resource) => {
      const references = childTexts(resource, 'ResourceReference');
      const count = trackReleases.filter((named) => named.some((reference) => references.includes(reference))).length;
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
