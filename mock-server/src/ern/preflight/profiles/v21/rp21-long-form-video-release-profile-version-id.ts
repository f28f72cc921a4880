/**
 * DDEX `LongFormVideo_ReleaseProfileVersionId` (Release Profile 2.1, LongFormMusicalWorkVideo 1409-1, clause 5.2.1,
 * Fatal Error): the message declares
 * ReleaseProfileVersionId="LongFormMusicalWorkVideo". ERN 4.2/4.3: the same root attribute (laterVersions).
 */
import { releaseProfileVersionIdRule } from './release-profile-version-id.js';

export const rp21LongFormVideoReleaseProfileVersionId = releaseProfileVersionIdRule({
  id: 'rp21-long-form-video-release-profile-version-id',
  pattern: 'LongFormVideo_ReleaseProfileVersionId',
  profile: 'LongFormMusicalWorkVideo',
  rule: '1409-1',
});
