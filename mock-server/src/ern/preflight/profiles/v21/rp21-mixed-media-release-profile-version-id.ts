/**
 * DDEX `MixedMedia_ReleaseProfileVersionId` (Release Profile 2.1, MixedMedia 1172-1, clause 5.2.1, Fatal Error): the
 * message declares
 * ReleaseProfileVersionId="MixedMedia". ERN 4.2/4.3: the same root attribute (laterVersions).
 */
import { releaseProfileVersionIdRule } from './release-profile-version-id.js';

export const rp21MixedMediaReleaseProfileVersionId = releaseProfileVersionIdRule({
  id: 'rp21-mixed-media-release-profile-version-id',
  pattern: 'MixedMedia_ReleaseProfileVersionId',
  profile: 'MixedMedia',
  rule: '1172-1',
});
