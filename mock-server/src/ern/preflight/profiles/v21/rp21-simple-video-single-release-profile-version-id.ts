/**
 * DDEX `SimpleVideoSingle_ReleaseProfileVersionId` (Release Profile 2.1, SimpleVideoSingle 1288-1, clause 5.2.1,
 * Fatal Error): the message declares
 * ReleaseProfileVersionId="SimpleVideoSingle". ERN 4.2/4.3: the same root attribute (laterVersions).
 */
import { releaseProfileVersionIdRule } from './release-profile-version-id.js';

export const rp21SimpleVideoSingleReleaseProfileVersionId = releaseProfileVersionIdRule({
  id: 'rp21-simple-video-single-release-profile-version-id',
  pattern: 'SimpleVideoSingle_ReleaseProfileVersionId',
  profile: 'SimpleVideoSingle',
  rule: '1288-1',
});
