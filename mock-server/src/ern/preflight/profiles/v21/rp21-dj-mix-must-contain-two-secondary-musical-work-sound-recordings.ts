/**
 * DDEX `DjMix_MustContainTwoSecondaryMusicalWorkSoundRecordings` (Release Profile 2.1, DjMix 1480-1, clause 5.1.2(b),
 * Fatal Error; a Schematron report): the ResourceList holds at least two secondary (`IsSupplemental="true"`)
 * SoundRecordings of Type MusicalWorkSoundRecording: the mix's components. ERN 4.2/4.3: the same elements.
 */
import type { ProfileRule } from '../types.js';
import { assertion, hasType, isSupplemental, resourceListOf, resourcesNamed, SAME_IN_LATER_VERSIONS } from './one-profile-reads.js';

export const rp21DjMixMustContainTwoSecondaryMusicalWorkSoundRecordings: ProfileRule = {
  id: 'rp21-dj-mix-must-contain-two-secondary-musical-work-sound-recordings',
  standard: '2.1',
  pattern: 'DjMix_MustContainTwoSecondaryMusicalWorkSoundRecordings',
  ddex: { DjMix: [assertion('1480-1', '5.1.2(b)')] },
  code: 'MetadataMissing',
  title: 'A DJ mix holds at least two secondary SoundRecordings of Type MusicalWorkSoundRecording (its components)',
  fix: 'Describe each track used in the mix as a SoundRecording of Type MusicalWorkSoundRecording with IsSupplemental="true".',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check({ tree }) {
    const list = resourceListOf(tree);
    if (list === undefined) return [];
    const count = resourcesNamed(tree, 'SoundRecording')
      .filter((recording) => isSupplemental(recording) && hasType(recording, ['MusicalWorkSoundRecording'])).length;
    if (count >= 2) return [];
    return [{
      message: `The ResourceList holds ${count} secondary SoundRecording(s) of Type MusicalWorkSoundRecording; a DjMix release `
        + 'describes at least two mixed tracks: add each as a SoundRecording with IsSupplemental="true".',
      at: list,
    }];
  },
};
