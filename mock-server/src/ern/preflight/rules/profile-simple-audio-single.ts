/**
 * `MetadataMissing` (warning): a message of the SimpleAudioSingle profile that does not hold exactly one sound
 * recording (with at most one front cover) in a main release of one ResourceGroup with one content item.
 */
import { profileRule } from '../release-profile.js';

export const profileSimpleAudioSingle = profileRule({
  id: 'profile-simple-audio-single',
  code: 'MetadataMissing',
  severity: 'warning',
  profile: 'SimpleAudioSingle',
  clause: 'DDEX ERN 4 Release Profiles, 6.5 Simple audio single profile: one SoundRecording of type '
    + 'MusicalWorkSoundRecording or NonMusicalWorkSoundRecording, 0-1 Image of type FrontCoverImage',
  resources: [
    { kind: 'SoundRecording', types: ['MusicalWorkSoundRecording', 'NonMusicalWorkSoundRecording'], min: 1, max: 1 },
    { kind: 'Image', types: ['FrontCoverImage'], min: 0, max: 1 },
  ],
  grouping: {
    clause: 'DDEX ERN 4 Release Profiles, 8.1 Simple audio and video single profiles',
    oneResourceGroup: true,
    oneContentItem: true,
  },
  fix: 'A SimpleAudioSingle release is one sound recording (MusicalWorkSoundRecording or NonMusicalWorkSoundRecording) '
    + 'with at most one FrontCoverImage, in one ResourceGroup whose one ResourceGroupContentItem names the recording and '
    + 'links the cover (LinkedReleaseResourceReference). A release of several tracks declares the Audio profile.',
});
