/**
 * DDEX `Ringtone_ReleaseProfileVersionId` (Release Profile 2.1, Ringtone 1229-1, clause 5.2.1, Fatal Error): the
 * message declares
 * ReleaseProfileVersionId="Ringtone". ERN 4.2/4.3: the same root attribute (laterVersions).
 */
import { releaseProfileVersionIdRule } from './release-profile-version-id.js';

export const rp21RingtoneReleaseProfileVersionId = releaseProfileVersionIdRule({
  id: 'rp21-ringtone-release-profile-version-id',
  pattern: 'Ringtone_ReleaseProfileVersionId',
  profile: 'Ringtone',
  rule: '1229-1',
});
