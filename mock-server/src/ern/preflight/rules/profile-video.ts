/**
 * `MetadataMissing` (warning): a message of the Video profile (`ReleaseProfileVersionId="Video"`) without a video.
 */
import { profileRule } from '../release-profile.js';

export const profileVideo = profileRule({
  id: 'profile-video',
  code: 'MetadataMissing',
  severity: 'warning',
  profile: 'Video',
  clause: 'DDEX ERN 4 Release Profiles, 6.3 Video profile: a release containing one or more video resources',
  resources: [{ kind: 'Video', types: [], min: 1, max: Infinity }],
  fix: 'A Video profile release holds one or more Video resources: deliver them, or declare the profile that fits the '
    + 'release (Audio for sound recordings only, MixedMedia for both).',
});
