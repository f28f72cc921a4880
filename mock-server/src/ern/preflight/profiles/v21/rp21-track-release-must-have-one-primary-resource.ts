/**
 * DDEX `MultiProfile_TrackReleaseMustHaveOnePrimaryResource` (Release Profile 2.1, 5.6(2a) Fatal Error).
 * Each TrackRelease of the ReleaseList must have exactly one `ReleaseResourceReference`.
 *
 * Rule numbers: Audio 1047-1, MixedMedia 1169-1, Video 1107-1, ReleaseProfileTrackReleaseRules 1540-1.
 * ERN 4.2/4.3: same elements.
 */
import type { ProfileRule } from '../types.js';
import { releasesNamed } from './ern4-places.js';

export const rp21TrackReleaseMustHaveOnePrimaryResource: ProfileRule = {
  id: 'rp21-track-release-must-have-one-primary-resource',
  standard: '2.1',
  pattern: 'MultiProfile_TrackReleaseMustHaveOnePrimaryResource',
  ddex: {
    Audio: [{ rule: '1047-1', clause: '5.6(2a)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1169-1', clause: '5.6(2a)', role: 'Fatal Error' }],
    Video: [{ rule: '1107-1', clause: '5.6(2a)', role: 'Fatal Error' }],
    ReleaseProfileTrackReleaseRules: [{ rule: '1540-1', clause: '5.6(2a)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'A TrackRelease names exactly one resource',
  fix: 'Give the TrackRelease exactly one ReleaseResourceReference, its track.',
  laterVersions: 'same elements.',
  check(input) {
    return releasesNamed(input.tree, 'TrackRelease').flatMap((release) => {
      const count = release.children.filter((child) => child.name === 'ReleaseResourceReference').length;
      return count === 1
        ? []
        : [{
            at: release,
            message: `The TrackRelease has ${count} ReleaseResourceReferences. Give it exactly one, its track.`,
          }];
    });
  },
};
