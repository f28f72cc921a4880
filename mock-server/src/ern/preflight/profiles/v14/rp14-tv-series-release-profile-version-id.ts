/**
 * DDEX's `TvSeries_ReleaseProfileVersionId` (Release Profile 1.4, clause 3.2, Fatal Error; rule TVSeries 1824-1):
 * the root's ReleaseProfileVersionId is exactly `CommonReleaseTypes/14/TvSeries`. DDEX's file is named TVSeries
 * but asks for `CommonReleaseTypes/14/TvSeries`.
 */
import { profileVersionIdRule } from './one-profile-shapes.js';

export const rp14TvSeriesReleaseProfileVersionId = profileVersionIdRule({
  id: 'rp14-tv-series-release-profile-version-id',
  pattern: 'TvSeries_ReleaseProfileVersionId',
  ddex: {
    TVSeries: [{ rule: '1824-1', clause: '3.2', role: 'Fatal Error' }],
  },
  expected: 'CommonReleaseTypes/14/TvSeries',
  profileTitle: 'TV Series',
  note: '(Note the spelling DDEX\'s rules ask for: TvSeries.)',
});
