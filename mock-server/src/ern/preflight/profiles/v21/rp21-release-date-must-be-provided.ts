/**
 * DDEX `MultiProfile_ReleaseDateMustBeProvided` (Release Profile 2.1, 5.3.1.3(7) Conditional Error).
 * Each `Release` of the ReleaseList must have a `ReleaseDate` or an `OriginalReleaseDate` child.
 *
 * Rule numbers: Audio 1027-1, DjMix 1459-1, LongFormMusicalWorkVideo 1391-1, MixedMedia 1149-1, Ringtone 1211-1,
 * SimpleAudioSingle 1331-1, SimpleVideoSingle 1270-1, Video 1087-1.
 * ERN 4.2/4.3: same elements.
 */
import type { ProfileRule } from '../types.js';
import { releasesNamed } from './ern4-places.js';

export const rp21ReleaseDateMustBeProvided: ProfileRule = {
  id: 'rp21-release-date-must-be-provided',
  standard: '2.1',
  pattern: 'MultiProfile_ReleaseDateMustBeProvided',
  ddex: {
    Audio: [{ rule: '1027-1', clause: '5.3.1.3(7)', role: 'Conditional Error' }],
    DjMix: [{ rule: '1459-1', clause: '5.3.1.3(7)', role: 'Conditional Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1391-1', clause: '5.3.1.3(7)', role: 'Conditional Error' }],
    MixedMedia: [{ rule: '1149-1', clause: '5.3.1.3(7)', role: 'Conditional Error' }],
    Ringtone: [{ rule: '1211-1', clause: '5.3.1.3(7)', role: 'Conditional Error' }],
    SimpleAudioSingle: [{ rule: '1331-1', clause: '5.3.1.3(7)', role: 'Conditional Error' }],
    SimpleVideoSingle: [{ rule: '1270-1', clause: '5.3.1.3(7)', role: 'Conditional Error' }],
    Video: [{ rule: '1087-1', clause: '5.3.1.3(7)', role: 'Conditional Error' }],
  },
  code: 'MetadataMissing',
  title: 'The main release has a ReleaseDate or an OriginalReleaseDate',
  fix: 'Add the release\'s ReleaseDate (or OriginalReleaseDate) to the Release.',
  laterVersions: 'same elements.',
  check(input) {
    return releasesNamed(input.tree, 'Release').flatMap((release) => (release.children.some((child) => child.name === 'ReleaseDate' || child.name === 'OriginalReleaseDate')
      ? []
      : [{
          at: release,
          message: 'The Release has neither a ReleaseDate nor an OriginalReleaseDate. Add its ReleaseDate.',
        }]));
  },
};
