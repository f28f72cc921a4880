/**
 * DDEX `Ringtone_SoundRecordingType` (Release Profile 2.1, Ringtone 1232-1, clause 5.1.2(b), Fatal Error): the
 * ResourceList holds a SoundRecording of Type MusicalWorkSoundRecording, NonMusicalWorkSoundRecording or
 * SpokenWordSoundRecording (DDEX's XPath asks for at least one). ERN 4.2/4.3: the same elements (laterVersions).
 */
import type { ProfileRule } from '../types.js';
import { assertion, hasType, resourceListOf, resourcesNamed, SAME_IN_LATER_VERSIONS } from './one-profile-reads.js';

const TYPES = ['MusicalWorkSoundRecording', 'NonMusicalWorkSoundRecording', 'SpokenWordSoundRecording'];

export const rp21RingtoneSoundRecordingType: ProfileRule = {
  id: 'rp21-ringtone-sound-recording-type',
  standard: '2.1',
  pattern: 'Ringtone_SoundRecordingType',
  ddex: { Ringtone: [assertion('1232-1', '5.1.2(b)')] },
  code: 'MetadataMissing',
  title: 'A ringtone holds a SoundRecording of Type MusicalWorkSoundRecording, NonMusicalWorkSoundRecording or SpokenWordSoundRecording',
  fix: 'Deliver the tone as a SoundRecording of Type MusicalWorkSoundRecording, NonMusicalWorkSoundRecording or SpokenWordSoundRecording.',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check({ tree }) {
    const list = resourceListOf(tree);
    if (list === undefined || resourcesNamed(tree, 'SoundRecording').some((recording) => hasType(recording, TYPES))) return [];
    return [{
      message: 'The ResourceList holds no SoundRecording of Type MusicalWorkSoundRecording, NonMusicalWorkSoundRecording or '
        + 'SpokenWordSoundRecording: deliver the tone as one.',
      at: list,
    }];
  },
};
