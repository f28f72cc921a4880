/**
 * `MetadataMissing` (warning): a message of the MixedMedia profile (`ReleaseProfileVersionId="MixedMedia"`) that
 * lacks sound recordings, music videos, their screen captures or its one front cover.
 */
import { profileRule } from '../release-profile.js';

export const profileMixedMedia = profileRule({
  id: 'profile-mixed-media',
  code: 'MetadataMissing',
  severity: 'warning',
  profile: 'MixedMedia',
  clause: 'DDEX ERN 4 Release Profiles, 6.4 Mixed media profile: 1-n SoundRecordings, 1-n short-form Videos, '
    + '1 Image of type FrontCoverImage and 1-n Images of type VideoScreenCapture',
  resources: [
    { kind: 'SoundRecording', types: ['MusicalWorkSoundRecording', 'NonMusicalWorkSoundRecording'], min: 1, max: Infinity },
    { kind: 'Video', types: ['ShortFormMusicalWorkVideo'], min: 1, max: Infinity },
    { kind: 'Image', types: ['FrontCoverImage'], min: 1, max: 1 },
    { kind: 'Image', types: ['VideoScreenCapture'], min: 1, max: Infinity },
  ],
  fix: 'A MixedMedia release mixes sound recordings and music videos: it holds at least one SoundRecording '
    + '(MusicalWorkSoundRecording or NonMusicalWorkSoundRecording), at least one Video of Type ShortFormMusicalWorkVideo '
    + 'with a VideoScreenCapture Image, and exactly one FrontCoverImage. A release of one kind only declares Audio or Video.',
});
