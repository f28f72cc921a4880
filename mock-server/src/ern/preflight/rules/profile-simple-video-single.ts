/**
 * `MetadataMissing` (warning): a message of the SimpleVideoSingle profile that does not hold exactly one music video
 * (with at most one cover image) in a main release of one ResourceGroup with one content item.
 */
import { profileRule } from '../release-profile.js';

export const profileSimpleVideoSingle = profileRule({
  id: 'profile-simple-video-single',
  code: 'MetadataMissing',
  severity: 'warning',
  profile: 'SimpleVideoSingle',
  clause: 'DDEX ERN 4 Release Profiles, 6.6 Simple video single profile: one Video of type ShortFormMusicalWorkVideo, '
    + '0-1 Image of type FrontCoverImage or VideoScreenCapture',
  resources: [
    { kind: 'Video', types: ['ShortFormMusicalWorkVideo'], min: 1, max: 1 },
    { kind: 'Image', types: ['FrontCoverImage', 'VideoScreenCapture'], min: 0, max: 1 },
  ],
  grouping: {
    clause: 'DDEX ERN 4 Release Profiles, 8.1 Simple audio and video single profiles',
    oneResourceGroup: true,
    oneContentItem: true,
  },
  fix: 'A SimpleVideoSingle release is one Video of Type ShortFormMusicalWorkVideo with at most one cover Image '
    + '(FrontCoverImage or VideoScreenCapture), in one ResourceGroup whose one ResourceGroupContentItem names the video '
    + 'and links the image. Several videos make a Video profile release.',
});
