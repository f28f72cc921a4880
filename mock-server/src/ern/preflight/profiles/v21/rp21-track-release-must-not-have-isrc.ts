/**
 * DDEX `MultiProfile_TrackReleaseMustNotHaveISRC` (Release Profile 2.1, 5.3.1.3(3) Fatal Error).
 * Reported for a TrackRelease of the ReleaseList that has a `ReleaseId/ISRC`.
 *
 * Rule numbers: Audio 1046-1, MixedMedia 1168-1, Video 1106-1, ReleaseProfileTrackReleaseRules 1539-1.
 * ERN 4.2/4.3: no counterpart: ERN 4.2 and 4.3 have no ISRC in ReleaseId, so their schemas already refuse what this
 * rule reports.
 */
import type { ProfileRule } from '../types.js';
import { releasesNamed } from './ern4-places.js';

export const rp21TrackReleaseMustNotHaveIsrc: ProfileRule = {
  id: 'rp21-track-release-must-not-have-isrc',
  standard: '2.1',
  pattern: 'MultiProfile_TrackReleaseMustNotHaveISRC',
  ddex: {
    Audio: [{ rule: '1046-1', clause: '5.3.1.3(3)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1168-1', clause: '5.3.1.3(3)', role: 'Fatal Error' }],
    Video: [{ rule: '1106-1', clause: '5.3.1.3(3)', role: 'Fatal Error' }],
    ReleaseProfileTrackReleaseRules: [{ rule: '1539-1', clause: '5.3.1.3(3)', role: 'Fatal Error' }],
  },
  code: 'IdentifierInvalid',
  title: 'A TrackRelease is not identified by an ISRC',
  fix: 'Identify the TrackRelease by its GRid or ProprietaryId; the ISRC belongs to the SoundRecording or '
    + 'Video.',
  laterVersions: 'no counterpart: ERN 4.2 and 4.3 have no ISRC in ReleaseId, so their schemas already refuse what this '
    + 'rule reports.',
  appliesToLaterVersions: false,
  check(input) {
    return releasesNamed(input.tree, 'TrackRelease').flatMap((release) => (release.children.some((id) => id.name === 'ReleaseId' && id.children.some((child) => child.name === 'ISRC'))
      ? [{
          at: release,
          message: 'The TrackRelease has a ReleaseId/ISRC. Identify it by GRid or ProprietaryId and keep the ISRC on the resource.',
        }]
      : []));
  },
};
