/**
 * DDEX's `MultiProfile_MustHaveCollectionList` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-must-have-collection-list` (../v14/rp14-must-have-collection-list.ts), same context and test, with each 1.3
 * profile's rule number, clause and role in `ddex`. It checks: the message has a CollectionList.
 */
import { rp14MustHaveCollectionList } from '../v14/rp14-must-have-collection-list.js';
import { sameCheck } from './same-check.js';

export const rp13MustHaveCollectionList = sameCheck(rp14MustHaveCollectionList, {
  id: 'rp13-must-have-collection-list',
  pattern: 'MultiProfile_MustHaveCollectionList',
  ddex: {
    FilmBundle: [{ rule: '1903-1', clause: '4.16(8)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1834-1', clause: '4.16(8)', role: 'Fatal Error' }],
  },
});
