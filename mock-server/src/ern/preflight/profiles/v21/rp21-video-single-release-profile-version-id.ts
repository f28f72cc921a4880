/**
 * DDEX `VideoSingle_ReleaseProfileVersionId` (Release Profile 2.1, Video 1110-1, clause 5.2.1, Fatal Error): the
 * message declares
 * ReleaseProfileVersionId="Video". ERN 4.2/4.3: the same root attribute (laterVersions).
 */
import { releaseProfileVersionIdRule } from './release-profile-version-id.js';

export const rp21VideoSingleReleaseProfileVersionId = releaseProfileVersionIdRule({
  id: 'rp21-video-single-release-profile-version-id',
  pattern: 'VideoSingle_ReleaseProfileVersionId',
  profile: 'Video',
  rule: '1110-1',
});
