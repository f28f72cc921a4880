/**
 * DDEX's `AudioBook_ReleaseProfileVersionId` (Release Profile 1.3, Fatal Error; rule AudioBook 2158-1):
 * the root's ReleaseProfileVersionId is exactly
 * `CommonReleaseTypes/131/AudioBook` (see version-id.ts).
 */
import { profileVersionId13 } from './version-id.js';

export const rp13AudioBookReleaseProfileVersionId = profileVersionId13({
  id: 'rp13-audio-book-release-profile-version-id',
  pattern: 'AudioBook_ReleaseProfileVersionId',
  ddex: {
    AudioBook: [{ rule: '2158-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/131/AudioBook',
  profileTitle: 'Audio Book',
});
