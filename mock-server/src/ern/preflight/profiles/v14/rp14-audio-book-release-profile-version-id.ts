/**
 * DDEX's `AudioBook_ReleaseProfileVersionId` (Release Profile 1.4, clause 3.2, Fatal Error; rule AudioBook
 * 2158-1): the root's ReleaseProfileVersionId is exactly `CommonReleaseTypes/14/AudioBook`.
 */
import { profileVersionIdRule } from './one-profile-shapes.js';

export const rp14AudioBookReleaseProfileVersionId = profileVersionIdRule({
  id: 'rp14-audio-book-release-profile-version-id',
  pattern: 'AudioBook_ReleaseProfileVersionId',
  ddex: {
    AudioBook: [{ rule: '2158-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/14/AudioBook',
  profileTitle: 'Audio Book',
});
