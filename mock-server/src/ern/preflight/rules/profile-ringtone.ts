/**
 * `MetadataMissing` (warning): a message of the Ringtone profile that does not hold exactly one sound recording (with
 * at most one front cover) in a main release of one ResourceGroup.
 */
import { profileRule } from '../release-profile.js';

export const profileRingtone = profileRule({
  id: 'profile-ringtone',
  code: 'MetadataMissing',
  severity: 'warning',
  profile: 'Ringtone',
  clause: 'DDEX ERN 4 Release Profiles, 6.7 Ringtone: one SoundRecording of type MusicalWorkSoundRecording, '
    + 'NonMusicalWorkSoundRecording or SpokenWordSoundRecording, 0-1 Image of type FrontCoverImage',
  resources: [
    {
      kind: 'SoundRecording',
      types: ['MusicalWorkSoundRecording', 'NonMusicalWorkSoundRecording', 'SpokenWordSoundRecording'],
      min: 1,
      max: 1,
    },
    { kind: 'Image', types: ['FrontCoverImage'], min: 0, max: 1 },
  ],
  grouping: { clause: 'DDEX ERN 4 Release Profiles, 8.2 Ringtone profile', oneResourceGroup: true, oneContentItem: false },
  fix: 'A Ringtone release is one sound recording (MusicalWorkSoundRecording, NonMusicalWorkSoundRecording or '
    + 'SpokenWordSoundRecording) with at most one FrontCoverImage, in one ResourceGroup of the main release.',
});
