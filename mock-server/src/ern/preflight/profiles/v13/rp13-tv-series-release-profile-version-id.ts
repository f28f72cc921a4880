/**
 * DDEX's `TvSeries_ReleaseProfileVersionId` (Release Profile 1.3, Fatal Error; rule TVSeries 1824-1):
 * the root's ReleaseProfileVersionId is exactly
 * `CommonReleaseTypes/131/TvSeries` (see version-id.ts).
 */
import { profileVersionId13 } from './version-id.js';

export const rp13TvSeriesReleaseProfileVersionId = profileVersionId13({
  id: 'rp13-tv-series-release-profile-version-id',
  pattern: 'TvSeries_ReleaseProfileVersionId',
  ddex: {
    TVSeries: [{ rule: '1824-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/131/TvSeries',
  profileTitle: 'TV Series',
});
