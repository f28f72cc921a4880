/**
 * DDEX's `MultiProfile_CollectionItemMustNotHaveManyIsComplete` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-collection-item-must-not-have-many-is-complete`
 * (../v14/rp14-collection-item-must-not-have-many-is-complete.ts), same context and test, with each 1.3 profile's
 * rule number, clause and role in `ddex`. It checks: a Collection says IsComplete once, not also in a
 * CollectionDetailsByTerritory.
 */
import { rp14CollectionItemMustNotHaveManyIsComplete } from '../v14/rp14-collection-item-must-not-have-many-is-complete.js';
import { sameCheck } from './same-check.js';

export const rp13CollectionItemMustNotHaveManyIsComplete = sameCheck(rp14CollectionItemMustNotHaveManyIsComplete, {
  id: 'rp13-collection-item-must-not-have-many-is-complete',
  pattern: 'MultiProfile_CollectionItemMustNotHaveManyIsComplete',
  ddex: {
    FilmBundle: [{ rule: '1905-1', clause: '4.16(16)', role: 'Error' }],
    TVSeries: [{ rule: '1836-1', clause: '4.16(16)', role: 'Error' }],
  },
});
