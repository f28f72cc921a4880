/**
 * `MetadataMissing` (warning): a message of the LongFormMusicalWorkVideo profile without its long-form video (or
 * trailers) or without exactly one cover (FrontCoverImage or Poster).
 */
import { profileRule } from '../release-profile.js';

export const profileLongFormMusicalWorkVideo = profileRule({
  id: 'profile-long-form-musical-work-video',
  code: 'MetadataMissing',
  severity: 'warning',
  profile: 'LongFormMusicalWorkVideo',
  clause: 'DDEX ERN 4 Release Profiles, 6.8 Long-form musical work video, TV or film release profile: Video of type '
    + 'LongFormMusicalWorkVideo or ConcertVideo (or 1-n trailers), 1 Image of type FrontCoverImage or Poster',
  resources: [
    {
      kind: 'Video',
      types: ['LongFormMusicalWorkVideo', 'ConcertVideo', 'MusicalWorkTrailer', 'NonMusicalWorkTrailer'],
      min: 1,
      max: Infinity,
    },
    { kind: 'Image', types: ['FrontCoverImage', 'Poster'], min: 1, max: 1 },
  ],
  fix: 'A LongFormMusicalWorkVideo release holds its Video of Type LongFormMusicalWorkVideo or ConcertVideo (or '
    + 'MusicalWorkTrailer / NonMusicalWorkTrailer videos) and exactly one cover Image of Type FrontCoverImage or Poster; '
    + 'chapter screen captures are Images of Type VideoScreenCapture.',
});
