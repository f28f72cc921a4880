/**
 * DDEX `Classical_MustContainMusicalWorkSoundRecording` (Release Profile 2.1, ClassicalVariant 1549-1, clause
 * 5.5.2(1), Fatal Error): the ResourceList holds a SoundRecording of Type MusicalWorkSoundRecording.
 * ERN 4.2/4.3: the same elements (laterVersions).
 */
import type { ProfileRule } from '../types.js';
import { assertion, hasType, resourceListOf, resourcesNamed, SAME_IN_LATER_VERSIONS } from './one-profile-reads.js';

export const rp21ClassicalMustContainMusicalWorkSoundRecording: ProfileRule = {
  id: 'rp21-classical-must-contain-musical-work-sound-recording',
  standard: '2.1',
  pattern: 'Classical_MustContainMusicalWorkSoundRecording',
  ddex: { ClassicalVariant: [assertion('1549-1', '5.5.2(1)')] },
  code: 'MetadataMissing',
  title: 'A classical release holds a SoundRecording of Type MusicalWorkSoundRecording',
  fix: 'Give the recordings of musical works the Type MusicalWorkSoundRecording.',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check({ tree }) {
    const list = resourceListOf(tree);
    if (list === undefined || resourcesNamed(tree, 'SoundRecording').some((recording) => hasType(recording, ['MusicalWorkSoundRecording']))) {
      return [];
    }
    return [{
      message: 'The ResourceList holds no SoundRecording of Type MusicalWorkSoundRecording: a classical release is recordings of '
        + 'musical works, each of that Type.',
      at: list,
    }];
  },
};
