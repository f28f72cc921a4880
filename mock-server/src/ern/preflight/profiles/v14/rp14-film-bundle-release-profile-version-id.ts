/**
 * DDEX's `FilmBundle_ReleaseProfileVersionId` (Release Profile 1.4, clause 3.2, Fatal Error; rule FilmBundle
 * 1893-1): the root's ReleaseProfileVersionId is exactly `CommonReleaseTypes/14/FilmBundle`.
 */
import { profileVersionIdRule } from './one-profile-shapes.js';

export const rp14FilmBundleReleaseProfileVersionId = profileVersionIdRule({
  id: 'rp14-film-bundle-release-profile-version-id',
  pattern: 'FilmBundle_ReleaseProfileVersionId',
  ddex: {
    FilmBundle: [{ rule: '1893-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/14/FilmBundle',
  profileTitle: 'Film Bundle',
});
