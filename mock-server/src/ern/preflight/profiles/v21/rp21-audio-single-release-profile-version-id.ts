/**
 * DDEX `AudioSingle_ReleaseProfileVersionId` (Release Profile 2.1, Audio 1050-1, clause 5.2.1, Fatal Error): the
 * message declares
 * ReleaseProfileVersionId="Audio". ERN 4.2/4.3: the same root attribute (laterVersions).
 */
import { releaseProfileVersionIdRule } from './release-profile-version-id.js';

export const rp21AudioSingleReleaseProfileVersionId = releaseProfileVersionIdRule({
  id: 'rp21-audio-single-release-profile-version-id',
  pattern: 'AudioSingle_ReleaseProfileVersionId',
  profile: 'Audio',
  rule: '1050-1',
});
