/**
 * DDEX `SimpleAudioSingle_ReleaseProfileVersionId` (Release Profile 2.1, SimpleAudioSingle 1349-1, clause 5.2.1,
 * Fatal Error): the message declares
 * ReleaseProfileVersionId="SimpleAudioSingle". ERN 4.2/4.3: the same root attribute (laterVersions).
 */
import { releaseProfileVersionIdRule } from './release-profile-version-id.js';

export const rp21SimpleAudioSingleReleaseProfileVersionId = releaseProfileVersionIdRule({
  id: 'rp21-simple-audio-single-release-profile-version-id',
  pattern: 'SimpleAudioSingle_ReleaseProfileVersionId',
  profile: 'SimpleAudioSingle',
  rule: '1349-1',
});
