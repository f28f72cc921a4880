/**
 * DDEX `DjMix_ReleaseProfileVersionId` (Release Profile 2.1, DjMix 1477-1, clause 5.2.1, Fatal Error): the message
 * declares
 * ReleaseProfileVersionId="DjMix". ERN 4.2/4.3: the same root attribute (laterVersions).
 */
import { releaseProfileVersionIdRule } from './release-profile-version-id.js';

export const rp21DjMixReleaseProfileVersionId = releaseProfileVersionIdRule({
  id: 'rp21-dj-mix-release-profile-version-id',
  pattern: 'DjMix_ReleaseProfileVersionId',
  profile: 'DjMix',
  rule: '1477-1',
});
