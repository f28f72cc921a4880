/**
 * `MetadataMissing` (error): a message of the Audio profile (ERN 4.x, `ReleaseProfileVersionId="Audio"`) without a
 * sound recording, or without exactly one front cover image: DDEX's Audio profile makes both part of the release, and
 * a store shows no album without its cover.
 */
import { profileRule } from '../release-profile.js';

export const profileAudio = profileRule({
  id: 'profile-audio',
  code: 'MetadataMissing',
  severity: 'error',
  profile: 'Audio',
  clause: 'DDEX ERN 4 Release Profiles, 6.2 Audio profile: a main release with 1-n SoundRecordings and 1 Image of type FrontCoverImage',
  resources: [
    { kind: 'SoundRecording', types: [], min: 1, max: Infinity },
    { kind: 'Image', types: ['FrontCoverImage'], min: 1, max: 1 },
  ],
  fix: 'An Audio profile release is one or more sound recordings with one front cover: deliver the SoundRecording '
    + 'resources and exactly one Image whose Type is FrontCoverImage (other artwork takes other Image types). A message '
    + 'that is not an audio release declares the profile that fits it.',
});
