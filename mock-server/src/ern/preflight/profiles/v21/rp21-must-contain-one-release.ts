/**
 * DDEX `MultiProfile_MustContainOneRelease` (Release Profile 2.1, 5.1.1(a) Fatal Error).
 * Each `ReleaseList` of the message root must hold exactly one `Release`.
 *
 * Rule numbers: Audio 1000-1, DjMix 1432-1, LongFormMusicalWorkVideo 1364-1, MixedMedia 1122-1, Ringtone 1184-1,
 * SimpleAudioSingle 1304-1, SimpleVideoSingle 1243-1, Video 1060-1.
 * ERN 4.2/4.3: same elements.
 */
import type { ProfileRule } from '../types.js';
import { rootList } from './ern4-places.js';

export const rp21MustContainOneRelease: ProfileRule = {
  id: 'rp21-must-contain-one-release',
  standard: '2.1',
  pattern: 'MultiProfile_MustContainOneRelease',
  ddex: {
    Audio: [{ rule: '1000-1', clause: '5.1.1(a)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1432-1', clause: '5.1.1(a)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1364-1', clause: '5.1.1(a)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1122-1', clause: '5.1.1(a)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1184-1', clause: '5.1.1(a)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1304-1', clause: '5.1.1(a)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1243-1', clause: '5.1.1(a)', role: 'Fatal Error' }],
    Video: [{ rule: '1060-1', clause: '5.1.1(a)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'The ReleaseList holds exactly one Release (the main release)',
  fix: 'Put one Release (the main release) in the ReleaseList; describe each track as a TrackRelease, and '
    + 'send another product in a message of its own.',
  laterVersions: 'same elements.',
  check(input) {
    return rootList(input.tree, 'ReleaseList').flatMap((list) => {
      const count = list.children.filter((child) => child.name === 'Release').length;
      return count === 1
        ? []
        : [{
            at: list,
            message: `The ReleaseList holds ${count} Release elements; this profile needs exactly one, the main release. `
              + (count === 0 ? 'Add the main Release.' : 'Keep the main Release and send the others in messages of their own (tracks as TrackRelease).'),
          }];
    });
  },
};
