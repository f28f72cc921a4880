/**
 * DDEX's `FilmBundle_ReleaseProfileVersionId` (Release Profile 1.3, Fatal Error; rule FilmBundle 1893-1):
 * the root's ReleaseProfileVersionId is exactly
 * `CommonReleaseTypes/131/FilmBundle` (see version-id.ts).
 */
import { profileVersionId13 } from './version-id.js';

export const rp13FilmBundleReleaseProfileVersionId = profileVersionId13({
  id: 'rp13-film-bundle-release-profile-version-id',
  pattern: 'FilmBundle_ReleaseProfileVersionId',
  ddex: {
    FilmBundle: [{ rule: '1893-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/131/FilmBundle',
  profileTitle: 'Film Bundle',
});
