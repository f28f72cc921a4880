/**
 * DDEX `MultiProfile_MustContainWorkSoundRecording` (Release Profile 2.1, 5.1.2(a) Fatal Error; 5.1.2(b) Fatal
 * Error).
 * The message's `ResourceList` must hold a `SoundRecording` whose `Type` is MusicalWorkSoundRecording or
 * NonMusicalWorkSoundRecording.
 *
 * Rule numbers: Audio 1052-1, MixedMedia 1174-1, SimpleAudioSingle 1352-1.
 * ERN 4.2/4.3: same elements.
 */
import type { ProfileRule } from '../types.js';
import { rootList } from './ern4-places.js';

export const rp21MustContainWorkSoundRecording: ProfileRule = {
  id: 'rp21-must-contain-work-sound-recording',
  standard: '2.1',
  pattern: 'MultiProfile_MustContainWorkSoundRecording',
  ddex: {
    Audio: [{ rule: '1052-1', clause: '5.1.2(a)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1174-1', clause: '5.1.2(a)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1352-1', clause: '5.1.2(b)', role: 'Fatal Error' }],
  },
  code: 'ResourceMissing',
  title: 'The ResourceList holds a MusicalWorkSoundRecording or NonMusicalWorkSoundRecording',
  fix: 'Add the release\'s SoundRecording with the Type MusicalWorkSoundRecording (or '
    + 'NonMusicalWorkSoundRecording).',
  laterVersions: 'same elements.',
  check(input) {
    return rootList(input.tree, 'ResourceList').flatMap((list) => (list.children.some((resource) => resource.name === 'SoundRecording' && resource.children.some((type) => type.name === 'Type' && (type.text === 'MusicalWorkSoundRecording' || type.text === 'NonMusicalWorkSoundRecording')))
      ? []
      : [{
          at: list,
          message: 'The ResourceList has no SoundRecording of Type MusicalWorkSoundRecording or NonMusicalWorkSoundRecording. Add the release\'s recording.',
        }]));
  },
};
