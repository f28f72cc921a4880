/**
 * DDEX `MultiProfile_MustNotContainTrackRelease` (Release Profile 2.1, 5.1.1(b) Fatal Error).
 * Reported for the message's `ReleaseList` when it holds a `TrackRelease`.
 *
 * Rule numbers: DjMix 1478-1, LongFormMusicalWorkVideo 1410-1, Ringtone 1230-1, SimpleAudioSingle 1350-1,
 * SimpleVideoSingle 1289-1.
 * ERN 4.2/4.3: same elements.
 */
import type { ProfileRule } from '../types.js';
import { rootList } from './ern4-places.js';

export const rp21MustNotContainTrackRelease: ProfileRule = {
  id: 'rp21-must-not-contain-track-release',
  standard: '2.1',
  pattern: 'MultiProfile_MustNotContainTrackRelease',
  ddex: {
    DjMix: [{ rule: '1478-1', clause: '5.1.1(b)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1410-1', clause: '5.1.1(b)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1230-1', clause: '5.1.1(b)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1350-1', clause: '5.1.1(b)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1289-1', clause: '5.1.1(b)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'The ReleaseList holds no TrackRelease',
  fix: 'Leave TrackReleases out: this profile describes the main release only.',
  laterVersions: 'same elements.',
  check(input) {
    return rootList(input.tree, 'ReleaseList').flatMap((list) => (list.children.some((child) => child.name === 'TrackRelease')
      ? [{
          at: list,
          message: 'The ReleaseList holds a TrackRelease, which this profile does not allow. Remove the TrackReleases.',
        }]
      : []));
  },
};
