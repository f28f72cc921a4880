/**
 * DDEX's `MultiProfile_OneCollectionMustHaveEquivalentReleaseReference` in Release Profile 1.3: the assertion of
 * 1.4's `rp14-one-collection-must-have-equivalent-release-reference`
 * (../v14/rp14-one-collection-must-have-equivalent-release-reference.ts), same context and test, with each 1.3
 * profile's rule number, clause and role in `ddex`. It checks: at most one Collection is the release's equivalent.
 */
import { rp14OneCollectionMustHaveEquivalentReleaseReference } from '../v14/rp14-one-collection-must-have-equivalent-release-reference.js';
import { sameCheck } from './same-check.js';

export const rp13OneCollectionMustHaveEquivalentReleaseReference = sameCheck(rp14OneCollectionMustHaveEquivalentReleaseReference, {
  id: 'rp13-one-collection-must-have-equivalent-release-reference',
  pattern: 'MultiProfile_OneCollectionMustHaveEquivalentReleaseReference',
  ddex: {
    FilmBundle: [{ rule: '1904-1', clause: '4.16(9)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1835-1', clause: '4.16(9)', role: 'Fatal Error' }],
  },
});
