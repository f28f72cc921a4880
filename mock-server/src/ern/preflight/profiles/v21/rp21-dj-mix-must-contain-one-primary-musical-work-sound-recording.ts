/**
 * DDEX `DjMix_MustContainOnePrimaryMusicalWorkSoundRecording` (Release Profile 2.1, DjMix 1479-1, clause 5.1.2(a),
 * Fatal Error): the ResourceList holds exactly one primary (not `IsSupplemental="true"`) SoundRecording of Type
 * MusicalWorkSoundRecording: the mix itself. ERN 4.2/4.3: the same elements (laterVersions).
 */
import type { ProfileRule } from '../types.js';
import { assertion, hasType, isSupplemental, resourceListOf, resourcesNamed, SAME_IN_LATER_VERSIONS } from './one-profile-reads.js';

export const rp21DjMixMustContainOnePrimaryMusicalWorkSoundRecording: ProfileRule = {
  id: 'rp21-dj-mix-must-contain-one-primary-musical-work-sound-recording',
  standard: '2.1',
  pattern: 'DjMix_MustContainOnePrimaryMusicalWorkSoundRecording',
  ddex: { DjMix: [assertion('1479-1', '5.1.2(a)')] },
  code: 'MetadataMissing',
  title: 'A DJ mix holds exactly one primary SoundRecording of Type MusicalWorkSoundRecording (the mix)',
  fix: 'Describe the mix as the one SoundRecording of Type MusicalWorkSoundRecording without IsSupplemental="true"; '
    + 'mark the mixed tracks IsSupplemental="true".',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check({ tree }) {
    const list = resourceListOf(tree);
    if (list === undefined) return [];
    const count = resourcesNamed(tree, 'SoundRecording')
      .filter((recording) => !isSupplemental(recording) && hasType(recording, ['MusicalWorkSoundRecording'])).length;
    if (count === 1) return [];
    return [{
      message: `The ResourceList holds ${count} primary SoundRecordings of Type MusicalWorkSoundRecording; a DjMix release holds `
        + 'exactly one, the mix: keep one without IsSupplemental and mark the mixed tracks IsSupplemental="true".',
      at: list,
    }];
  },
};
