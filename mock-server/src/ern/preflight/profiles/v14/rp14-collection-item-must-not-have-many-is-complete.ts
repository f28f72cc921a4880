/**
 * DDEX `MultiProfile_CollectionItemMustNotHaveManyIsComplete` (Release Profile 1.4, Error; FilmBundle and TVSeries,
 * their rule numbers and clauses in `ddex`): reports a Collection, wherever it stands, that has an IsComplete of its
 * own and another in a CollectionDetailsByTerritory.
 */
import type { ProfileRule } from '../types.js';
import { indexOf } from '../../tree-index.js';
import { has, kids } from './ern3-places.js';

export const rp14CollectionItemMustNotHaveManyIsComplete: ProfileRule = {
  id: 'rp14-collection-item-must-not-have-many-is-complete',
  standard: '1.4',
  pattern: 'MultiProfile_CollectionItemMustNotHaveManyIsComplete',
  ddex: {
    FilmBundle: [{ rule: '1905-1', clause: '4.16(16)', role: 'Error' }],
    TVSeries: [{ rule: '1836-1', clause: '4.16(16)', role: 'Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'A Collection says IsComplete once, not also in a CollectionDetailsByTerritory',
  fix: 'Keep the Collection\'s IsComplete in one place: on the Collection, or in its CollectionDetailsByTerritory.',
  check(input) {
    return indexOf(input).named('Collection')
      .filter((collection) => has(collection, 'IsComplete') && kids(collection, 'CollectionDetailsByTerritory').some((details) => has(details, 'IsComplete')))
      .map((collection) => ({
        message: 'The Collection has an IsComplete of its own and another in a CollectionDetailsByTerritory: keep one.',
        at: collection,
      }));
  },
};
