/**
 * DDEX `MultiProfile_TrackReleaseMustNotHaveSecondaryResources` (Release Profile 2.1, 5.6(2b) Fatal Error).
 * Reported for a secondary resource (supplemental SoundRecording or Video, Image, Text, SheetMusic, Software) that a
 * TrackRelease's `ReleaseResourceReference` names.
 *
 * Rule numbers: Audio 1048-1, MixedMedia 1170-1, Video 1108-1, ReleaseProfileTrackReleaseRules 1541-1.
 * ERN 4.2/4.3: same elements.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { childTexts, referenceOf, secondaryResources } from './ern4-places.js';

export const rp21TrackReleaseMustNotHaveSecondaryResources: ProfileRule = {
  id: 'rp21-track-release-must-not-have-secondary-resources',
  standard: '2.1',
  pattern: 'MultiProfile_TrackReleaseMustNotHaveSecondaryResources',
  ddex: {
    Audio: [{ rule: '1048-1', clause: '5.6(2b)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1170-1', clause: '5.6(2b)', role: 'Fatal Error' }],
    Video: [{ rule: '1108-1', clause: '5.6(2b)', role: 'Fatal Error' }],
    ReleaseProfileTrackReleaseRules: [{ rule: '1541-1', clause: '5.6(2b)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'No TrackRelease names a secondary resource',
  fix: 'Let each TrackRelease name its primary SoundRecording or Video only, not an image, text or '
    + 'supplemental resource.',
  laterVersions: 'same elements.',
  check(input) {
    const named = new Set(indexOf(input).named('TrackRelease').flatMap((release) => childTexts(release, 'ReleaseResourceReference')));
    return secondaryResources(input.tree).flatMap((resource) => (childTexts(resource, 'ResourceReference').some((reference) => named.has(reference))
      ? [{
          at: resource,
          message: `${resource.name} "${referenceOf(resource)}" is a secondary resource but a TrackRelease names it. Remove it from the TrackRelease.`,
        }]
      : []));
  },
};
