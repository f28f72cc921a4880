/**
 * DDEX `MultiProfile_MustContainOneSoundRecording` (Release Profile 2.1, 5.1.2(a) Fatal Error).
 * The message's `ResourceList` must hold exactly one `SoundRecording`.
 *
 * Rule numbers: Ringtone 1231-1, SimpleAudioSingle 1351-1.
 * ERN 4.2/4.3: same elements.
 */
import type { ErnElement } from '../../../release/tree.js';
import type { ProfileRule } from '../types.js';
import { rootList } from './ern4-places.js';

function count(list: ErnElement, name: string): number {
  return list.children.filter((resource) => resource.name === name).length;
}

export const rp21MustContainOneSoundRecording: ProfileRule = {
  id: 'rp21-must-contain-one-sound-recording',
  standard: '2.1',
  pattern: 'MultiProfile_MustContainOneSoundRecording',
  ddex: {
    Ringtone: [{ rule: '1231-1', clause: '5.1.2(a)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1351-1', clause: '5.1.2(a)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'The ResourceList holds exactly one SoundRecording',
  fix: 'Deliver exactly one SoundRecording: this profile describes a release of one recording.',
  laterVersions: 'same elements.',
  check(input) {
    return rootList(input.tree, 'ResourceList').flatMap((list) => (count(list, 'SoundRecording') === 1
      ? []
      : [{
          at: list,
          message: `The ResourceList holds ${count(list, 'SoundRecording')} SoundRecordings; this profile needs exactly one.`,
        }]));
  },
};
